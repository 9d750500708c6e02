// A page added in the editor is a draft of a file that does not exist yet: it is checked with the rest
// of the site while it is a draft, gone from the check once it is undone, and only a page may be made.
import { afterEach, expect, it } from 'vitest'
import { parse } from 'yaml'
import { messages } from '../../../schema/messages.ts'
import { findSection, pagesOf, removeCopies, copySampleSite } from '../../../schema/site-copy.ts'
import { draftChecker } from './draft-check.ts'
import { readSiteFiles } from '../site/site-files.ts'

afterEach(removeCopies)

it('checks a new page with the site, forgets it when it is undone, and makes nothing outside pages/', async () => {
  const dir = copySampleSite()
  const checker = draftChecker(dir)
  const { file, page } = pagesOf(dir).find(({ page }) => page.path !== '/')!
  const files = readSiteFiles(dir)
  const copy = { ...page, title: `${page.title} (copy)` }

  // Same path as the page it was copied from: the validator says so, naming the copied file.
  const twin = await checker.check(files, { 'pages/draft-copy.yaml': copy })
  expect(parse(twin.texts['pages/draft-copy.yaml']!)).toEqual(copy)
  const [before] = messages.duplicatePath(page.path, '\0').split('\0')
  expect(twin.problems.some((p) => p.message.startsWith(before!) && p.message.includes(file))).toBe(true)

  // Undone: the copy is no longer part of the site that is checked.
  const undone = await checker.check(files, {})
  expect(undone.problems.filter((p) => p.severity !== 'warning')).toEqual([])
  const moved = await checker.check(files, { 'pages/draft-copy.yaml': { ...copy, path: `${page.path}-copy` } })
  expect(moved.problems.filter((p) => p.severity !== 'warning')).toEqual([])

  expect((await checker.check(files, { [file]: page })).problems.filter((p) => p.severity !== 'warning')).toEqual([])

  await expect(checker.check(files, { '../outside.yaml': copy })).rejects.toThrow(/not a file the editor can make/)
  await expect(checker.check(files, { 'pages/Sub/../../x.yaml': copy })).rejects.toThrow(/not a file the editor can make/)
})

it('places a problem at the file and path the check found it at, in memory, leaving the folder as it was', async () => {
  const dir = copySampleSite()
  const checker = draftChecker(dir)
  const files = readSiteFiles(dir)
  const { file, page, index } = findSection(dir, (s) => 'heading' in s && typeof s.heading === 'string')!
  const sections = page.sections.map((section, i) => (i === index ? { ...section, heading: 42 } : section))
  const { problems } = await checker.check(files, { [file]: { ...page, sections } })
  expect(problems.filter((p) => p.severity !== 'warning').map((p) => p.place)).toEqual([{ file, path: ['sections', index, 'heading'] }])
  expect(readSiteFiles(dir)).toEqual(files)
})
