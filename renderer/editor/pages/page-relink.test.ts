// A changed address: every link to the old one (a link field, with or without #section, or a link in
// prose) is pointed to the new one, and nothing else changes; the addresses a page had are known.
import { expect, test } from 'vitest'
import { drafts, emptyHistory, record } from '../drafts/edit-history.ts'
import { formerAddresses, relinkChanges } from './page-relink.ts'

test('links to the old address follow it, other texts stay', () => {
  const files = {
    'site.yaml': {
      menu: [
        { label: 'Old', to: '/old' },
        { label: 'Older', to: '/older' },
      ],
      footer: { links: [{ label: 'Old', to: '/old#faq' }] },
    },
    'pages/a.yaml': {
      path: '/a',
      title: '/old',
      sections: [{ type: 'rich-text', blocks: [{ paragraphs: ['See [this](/old) and [that](/older), /old stays.'] }] }],
    },
  }
  const changes = relinkChanges(files, '/old', '/new')
  expect(changes).toHaveLength(3)
  const after = drafts(
    changes.reduce((h, c) => record(h, c, false), emptyHistory),
    files,
  )
  expect(after['site.yaml']).toEqual({
    menu: [
      { label: 'Old', to: '/new' },
      { label: 'Older', to: '/older' },
    ],
    footer: { links: [{ label: 'Old', to: '/new#faq' }] },
  })
  expect(after['pages/a.yaml']).toMatchObject({ title: '/old', sections: [{ blocks: [{ paragraphs: ['See [this](/new) and [that](/older), /old stays.'] }] }] })
})

test('the addresses a page had: saved, and each one its address field held', () => {
  let history = record(emptyHistory, { file: 'pages/a.yaml', path: ['path'], before: '/a', after: '/b' }, false)
  history = record(history, { file: 'pages/b.yaml', path: ['path'], before: '/x', after: '/y' }, false)
  history = record(history, { file: 'pages/a.yaml', path: ['path'], before: '/b', after: '/c' }, false)
  expect(formerAddresses(history, 'pages/a.yaml', '/a', '/c')).toEqual(['/a', '/b'])
})
