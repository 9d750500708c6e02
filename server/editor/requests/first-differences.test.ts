// A request's pictures commit names where each page's pictures first differ (first-differences.json);
// anyone who may push to the repository could have written it, so the editor takes only numbers from it.
import { expect, test } from 'vitest'
import { firstDifferencesOf } from './request-pictures.ts'

test('only numbers of 0 and more are taken, by their picture; anything else gives none', () => {
  const read = firstDifferencesOf(JSON.stringify({ 'index/1280': 340, 'index/375': 0, 'team/1280': -5, 'team/375': '12', 'a/1280': null, 'b/375': { x: 1 } }))
  expect([...read]).toEqual([
    ['index/1280', 340],
    ['index/375', 0],
  ])
  for (const text of [undefined, 'not json', '[1, 2]', 'null', '"340"', '{"x": 1e999}']) expect(firstDifferencesOf(text).size, String(text)).toBe(0)
})
