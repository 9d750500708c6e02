// Validation reads site/ with js-yaml (fast), and the editor splices edits into it with yaml: both must
// read every file alike, and point at the same places. A file js-yaml refuses is read by yaml, with its
// problems at their lines as before.
import { expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { locate, parseSource, type DataPath } from './source-file.ts'
import { mutate, pick, siteFiles } from './test-mutations.ts'
import { validateFile } from './validate-file.ts'
import { outlineFromDocument } from './yaml-outline.ts'
import { walk } from './yaml-walk.ts'

const runs = 2000

/** The paths of every value js-yaml read from `text`, each at the same line and column as yaml reads it. */
function expectBothAlike(name: string, text: string): DataPath[] {
  const fast = parseSource(name, text)
  const doc = parseDocument(text, { uniqueKeys: true })
  expect(doc.errors, 'yaml read it too').toEqual([])
  expect(fast.data).toEqual(doc.toJS())
  const slow = { ...fast, outline: outlineFromDocument(text, doc) }
  const paths: DataPath[] = []
  walk(fast.outline, fast.data, (_, path, isKey) => void (isKey || paths.push([...path])))
  for (const path of paths) expect(locate(fast, path), `${name} at ${path.join('.')}`).toEqual(locate(slow, path))
  return paths
}

it.each(siteFiles.map((file) => file.path))('%s of the site: the same data, and the same line and column for every value', (name) => {
  const text = siteFiles.find((file) => file.path === name)!.text
  expect(parseSource(name, text).doc, 'js-yaml read it').toBeUndefined()
  expect(expectBothAlike(name, text).length).toBeGreaterThan(1)
})

it(`${runs} mutated files that js-yaml reads: yaml reads each alike`, () => {
  let read = 0
  for (let run = 0; run < runs; run++) {
    const file = pick(siteFiles)
    const text = mutate(file.text)
    if (parseSource(file.path, text).doc) continue
    read++
    expectBothAlike(`run ${run}, ${file.path}`, text)
  }
  // Most slips still parse (an indented line, a typed dash): the comparison runs on many.
  expect(read).toBeGreaterThan(runs / 4)
}, 60_000)

it('a file js-yaml would read otherwise than yaml, or refuses, is read by yaml, its problems at their lines', () => {
  const texts = {
    "a line of only a tab among a block's lines": 'title: x\ndescription: >-\n  one\n\t\n  two\n',
    'a key that is a number': 'title: x\n1: y\n',
    'an empty key': 'title: x\n: y\n',
    'a key `null`': 'title: x\nnull: y\n',
    'a tag js-yaml does not know': 'title: !!binary aGk=\n',
  }
  for (const [what, text] of Object.entries(texts)) {
    const file = parseSource('site/pages/x.yaml', text)
    expect(file.doc, what).toBeDefined()
    const doc = parseDocument(text, { uniqueKeys: true })
    expect(file.data, what).toEqual(doc.errors.length ? undefined : doc.toJS())
  }
  // yaml refuses the tab, at its line; and names the empty key's field at its line.
  expect(validateFile(parseSource('site/pages/x.yaml', texts["a line of only a tab among a block's lines"]), 'Page').map((p) => p.line)).toEqual([4])
  expect(validateFile(parseSource('site/pages/x.yaml', texts['an empty key']), 'Page').map((p) => p.line)).toContain(2)
})
