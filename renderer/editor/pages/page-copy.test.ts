// Copying a page: a new file with the new path and title, and the copy's entry next to each menu and
// footer entry of the page copied, nowhere else.
import { expect, test } from 'vitest'
import { drafts, emptyHistory, record } from '../drafts/edit-history.ts'
import { pageCopy } from './page-copy.ts'

test("a copied page gets its own file and an entry beside each of the original's entries", () => {
  const site = {
    menu: [
      { label: 'One', to: '/one' },
      { label: 'Group', children: [{ label: 'Two', to: '/two' }] },
    ],
    footer: { links: [{ label: 'Two', to: '/two' }] },
  }
  const page = { path: '/two', title: 'Two', sections: [{ type: 'hero', heading: 'H' }] }
  const changes = pageCopy(page, site, '/three', 'Three')
  const files = drafts(
    changes.reduce((h, c) => record(h, c, false), emptyHistory),
    { 'site.yaml': site },
  )
  expect(files['pages/three.yaml']).toEqual({ path: '/three', title: 'Three', sections: [{ type: 'hero', heading: 'H' }] })
  expect(files['site.yaml']).toEqual({
    menu: [
      { label: 'One', to: '/one' },
      {
        label: 'Group',
        children: [
          { label: 'Two', to: '/two' },
          { label: 'Three', to: '/three' },
        ],
      },
    ],
    footer: {
      links: [
        { label: 'Two', to: '/two' },
        { label: 'Three', to: '/three' },
      ],
    },
  })
  expect(page.title).toBe('Two')
})
