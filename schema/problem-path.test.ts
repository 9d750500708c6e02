// Each problem carries the path in its file's data the check had, so the editor can show it at its
// field: a value the schema refuses, a YAML slip (found in the text, not the data), and a problem of the
// site as a whole. The site is a copy of the one under test, changed in memory through the yaml library.
import { relative } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { parseDocument, type Document, type Scalar } from 'yaml'
import type { Section } from './generated/site-types.ts'
import { loadSiteFromTexts } from './load-site.ts'
import { copySite, fileName, findSection, pagesOf, removeCopies } from './site-copy.ts'
import { readSiteTexts, type SiteTexts } from './site-texts.ts'

afterEach(removeCopies)

const headed = (s: Section) => 'heading' in s && typeof s.heading === 'string'

/** The site's texts with one file changed through its YAML document. */
function changed(texts: SiteTexts, file: string, change: (doc: Document) => void): SiteTexts {
  const doc = parseDocument(texts.files[file]!)
  change(doc)
  return { ...texts, files: { ...texts.files, [file]: doc.toString() } }
}

function problemsOf(dir: string, texts: SiteTexts) {
  return loadSiteFromTexts(texts, relative(process.cwd(), dir)).problems
}

it('gives a value the schema refuses the path of that value', () => {
  const dir = copySite()
  const { file, index } = findSection(dir, headed)!
  const texts = changed(readSiteTexts(dir), file, (doc) => doc.setIn(['sections', index, 'heading'], 42))
  const problems = problemsOf(dir, texts).filter((p) => p.file === fileName(dir, file))
  expect(problems.map((p) => p.path)).toEqual([['sections', index, 'heading']])
})

it('gives an unknown field the path of its key', () => {
  const dir = copySite()
  const { file, index } = findSection(dir, headed)!
  const texts = changed(readSiteTexts(dir), file, (doc) => doc.setIn(['sections', index, 'unknownField'], 'x'))
  expect(problemsOf(dir, texts).map((p) => p.path)).toContainEqual(['sections', index, 'unknownField'])
})

it('gives a YAML slip the path of the value it is written in', () => {
  const dir = copySite()
  const { file, index } = findSection(dir, headed)!
  // An anchor (`&name`): valid YAML, which the site does not use ({{references}} instead).
  const texts = changed(readSiteTexts(dir), file, (doc) => {
    ;(doc.getIn(['sections', index, 'heading'], true) as Scalar).anchor = 'anchor'
  })
  const problems = problemsOf(dir, texts).filter((p) => p.file === fileName(dir, file))
  expect(problems.map((p) => p.path)).toEqual([['sections', index, 'heading']])
})

it('gives a broken link, found by a check of the whole site, the path of the link', () => {
  const dir = copySite()
  const { file, index } = findSection(dir, (s) => s.type === 'hero')!
  const missing = `${pagesOf(dir)
    .map(({ page }) => page.path)
    .join('')}-nowhere`
  const texts = changed(readSiteTexts(dir), file, (doc) => doc.setIn(['sections', index, 'actions'], doc.createNode([{ label: 'Link', to: missing }])))
  const problems = problemsOf(dir, texts)
  expect(problems.map(({ file, path }) => ({ file, path }))).toEqual([{ file: fileName(dir, file), path: ['sections', index, 'actions', 0, 'to'] }])
})

it('gives a needed page that is gone no path: the problem is about the file as a whole', () => {
  const dir = copySite()
  const texts = readSiteTexts(dir)
  const home = pagesOf(dir).find(({ page }) => page.path === '/')!
  const files = Object.fromEntries(Object.entries(texts.files).filter(([name]) => name !== home.file))
  expect(
    problemsOf(dir, { ...texts, files })
      .filter((p) => p.file === fileName(dir, home.file))
      .map((p) => p.path),
  ).toContainEqual([])
})
