import { expect, test } from 'vitest'
import { compareRoutes } from './routes.ts'
import { changeOf, groupSameChanges } from './same-change.ts'

const page = (route: string, badge: string, body: string) =>
  `<html><head><title>${route}</title></head><body><header><a aria-current="page" href="${route}">${route}</a><span>${badge}</span></header><main><p>${body}</p></main></body></html>`

test('routes whose output lost and gained the same pieces are one group, pictured on its shortest page', () => {
  const before = new Map([
    ['/', page('/', '$4321', 'Welcome')],
    ['/longest-page', page('/longest-page', '$4321', 'A longer page than the others')],
    ['/contact', page('/contact', '$4321', 'Write')],
    ['/formation', page('/formation', '$4321', 'Only $4321 a month')],
    ['/tax', page('/tax', 'new', 'Taxes')],
  ])
  const after = new Map([
    ['/', page('/', '$205', 'Welcome')],
    ['/longest-page', page('/longest-page', '$205', 'A longer page than the others')],
    ['/contact', page('/contact', '$205', 'Write')],
    ['/formation', page('/formation', '$205', 'Only $205 a month')],
    ['/tax', page('/tax', 'new', 'Taxes')],
  ])
  const grouped = groupSameChanges(before, after, compareRoutes(before, after))
  expect(grouped.changed).toEqual(['/', '/formation'])
  expect(grouped.alike).toEqual({ '/': ['/contact', '/longest-page'] })
  expect(grouped.total).toBe(5)
})

test('the same words changed in different places of a page are a different change', () => {
  const header = changeOf('<header>Old<main>Same', '<header>New<main>Same')
  expect(changeOf('<header>Old<main>Same', '<header>New<main>Same')).toBe(header)
  expect(changeOf('<footer>Old<main>Same', '<footer>New<main>Same')).not.toBe(header)
  expect(changeOf('<header>Old<main>Old', '<header>New<main>New')).not.toBe(header)
})
