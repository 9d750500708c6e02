// A page at an address the server or the build's folders already answer would validate, build and
// never be seen: the validator names it at the page's path.
import { afterEach, expect, it } from 'vitest'
import { loadSite } from './load-site.ts'
import { messages } from './messages.ts'
import { reservedPaths } from './reserved-paths.ts'
import { copySite, editYaml, pagesOf, positionOf, removeCopies } from './site-copy.ts'
import { neededPages } from './needed-pages.ts'

afterEach(removeCopies)

it.each(Object.entries(reservedPaths))('reports a page at %s, saying what answers there', (path, why) => {
  const dir = copySite()
  const { file } = pagesOf(dir).find(({ page }) => !neededPages.some((needed) => needed.path === page.path))!
  editYaml(dir, file, (doc) => doc.set('path', path))
  const { problems, site } = loadSite(dir)
  expect(site).toBeUndefined()
  expect(problems).toContainEqual({ ...positionOf(dir, file, ['path']), message: messages.reservedPath(path, why) })
})
