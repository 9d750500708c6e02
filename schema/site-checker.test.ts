// The checker parses and validates a file again only when its text changed, and still runs the checks
// of the whole site on every call, so a change in one file shows its problems in another; a check
// from texts in memory gives what loadSite gives for the folder.
import { relative } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { defaultSiteDir, loadSite, loadSiteFromTexts } from './load-site.ts'
import { strings } from './references.ts'
import { createSiteChecker } from './site-checker.ts'
import { copySite, fileName, findSection, pagesOf, removeCopies } from './site-copy.ts'
import { readSiteTexts } from './site-texts.ts'
import { parseSource } from './source-file.ts'

afterEach(removeCopies)

/** A checker of the copy in `dir` that lists the file names it parses. */
function countingChecker(dir: string) {
  const parsed: string[] = []
  const checker = createSiteChecker({ shownDir: relative(process.cwd(), dir), parse: (name, text) => (parsed.push(name), parseSource(name, text)) })
  return { checker, parsed }
}

it('parses again only the file whose text changed, and gives what a fresh check gives', () => {
  const dir = copySite()
  const texts = readSiteTexts(dir)
  const { checker, parsed } = countingChecker(dir)
  const first = checker.check(texts)
  expect(parsed).toHaveLength(Object.keys(texts.files).length)

  parsed.length = 0
  expect(checker.check(texts)).toEqual(first)
  expect(parsed).toEqual([])

  const { file, index } = findSection(dir, (s) => 'heading' in s && typeof s.heading === 'string')!
  const doc = parseDocument(texts.files[file]!)
  doc.setIn(['sections', index, 'heading'], 42)
  const edited = { ...texts, files: { ...texts.files, [file]: doc.toString() } }
  const checked = checker.check(edited)
  expect(parsed).toEqual([fileName(dir, file)])
  expect(checked.problems.map((p) => p.path)).toEqual([['sections', index, 'heading']])
  expect(checked).toEqual(loadSiteFromTexts(edited, relative(process.cwd(), dir)))

  // Back as it was: the file's saved text is still kept, the site is valid again.
  parsed.length = 0
  expect(checker.check(texts)).toEqual(first)
  expect(parsed).toEqual([])
})

it("keeps the saved texts while several people's drafts of different files are checked in turn", () => {
  const dir = copySite()
  const texts = readSiteTexts(dir)
  const headed = pagesOf(dir)
    .flatMap(({ file, page }) => {
      const index = page.sections.findIndex((s) => 'heading' in s && typeof s.heading === 'string')
      return index < 0 ? [] : [{ file, index }]
    })
    .slice(0, 2)
  expect(headed).toHaveLength(2)
  const typed = ({ file, index }: { file: string; index: number }, heading: string) => {
    const doc = parseDocument(texts.files[file]!)
    doc.setIn(['sections', index, 'heading'], heading)
    return { ...texts, files: { ...texts.files, [file]: doc.toString() } }
  }
  const { checker, parsed } = countingChecker(dir)
  checker.check(texts)
  // Two people typing, each on their own page: each check parses that person's new draft and nothing else.
  for (let key = 0; key < 6; key++) {
    const person = headed[key % 2]!
    parsed.length = 0
    const edited = typed(person, `Typed ${key}`)
    expect(checker.check(edited)).toEqual(loadSiteFromTexts(edited, relative(process.cwd(), dir)))
    expect(parsed).toEqual([fileName(dir, person.file)])
  }
})

it('finds a link broken by removing the page it leads to, in the unchanged file that has it', () => {
  const dir = copySite()
  const texts = readSiteTexts(dir)
  const pages = pagesOf(dir)
  // A page that another page links to with a `to`: the first such link in the site's pages.
  const link = pages.flatMap(({ file, page }) =>
    strings(page).flatMap(([to, path]) => {
      const target = pages.find((other) => other.file !== file && other.page.path === to && path.at(-1) === 'to')
      return target ? [{ file, path, target }] : []
    }),
  )[0]!
  const { checker, parsed } = countingChecker(dir)
  expect(checker.check(texts).problems).toEqual([])

  parsed.length = 0
  const files = Object.fromEntries(Object.entries(texts.files).filter(([name]) => name !== link.target.file))
  const { problems } = checker.check({ ...texts, files })
  expect(parsed).toEqual([])
  expect(problems).toContainEqual(expect.objectContaining({ file: fileName(dir, link.file), path: link.path }))
})

it('gives the same result from the texts as loadSite from the folder', () => {
  const fromTexts = loadSiteFromTexts(readSiteTexts(defaultSiteDir), relative(process.cwd(), defaultSiteDir))
  expect(fromTexts).toEqual(loadSite(defaultSiteDir))
  expect(fromTexts.site).toBeDefined()
})

it("names every file it is given that is not one of the site's", () => {
  const texts = readSiteTexts(defaultSiteDir)
  expect(() => loadSiteFromTexts({ ...texts, files: { ...texts.files, 'pages/sub/x.yaml': '' } }, 'site')).toThrow(
    /pages\/sub\/x\.yaml is not a file of the site/,
  )
})
