// For tests: a throwaway copy of the site they run against (defaultSiteDir, which follows SITE_DIR),
// found into by what its files say rather than by their names, and edited through the `yaml` package's
// Document API so everything not edited stays as written.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { LineCounter, parseDocument, stringify, type Document, type Node } from 'yaml'
import type { Page, Section } from './generated/site-types.ts'
import { defaultSiteDir, projectRoot } from './load-site.ts'
import type { DataPath } from './source-file.ts'

const copies: string[] = []

/** A small site in words of its own with one of each thing the tests look for by its shape (a menu
 * group, a fact in the menu and in a section's words, the cookie notice, cards, a team with photos, a
 * page with keywords). The tests of how the code behaves, rather than of what site/ says, run on it:
 * CI runs them once, not again on its edited copy of site/ (.ci/run). */
export const sampleSiteDir = join(projectRoot, 'server', 'test-fixtures', 'sample-site')

export function copySite(from = defaultSiteDir): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-'))
  copies.push(dir)
  cpSync(from, dir, { recursive: true })
  return dir
}

/** A throwaway copy of the sample site. */
export const copySampleSite = () => copySite(sampleSiteDir)

/** Removes every copy made so far (call it in afterEach). */
export function removeCopies() {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true })
}

/** The page files of a site folder: `pages/home.yaml` and the page it holds. */
export function pagesOf(dir: string): { file: string; page: Page }[] {
  return readdirSync(join(dir, 'pages'))
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => ({
      file: `pages/${f}`,
      page: parseDocument(readFileSync(join(dir, 'pages', f), 'utf8')).toJS() as Page,
    }))
}

/** The first page with a section that `test` accepts, and that section's index. */
export function findSection<T extends Section>(
  dir: string,
  test: (section: Section) => section is T,
): { file: string; page: Page; index: number; section: T } | undefined
export function findSection(dir: string, test: (section: Section) => boolean): { file: string; page: Page; index: number; section: Section } | undefined
export function findSection(dir: string, test: (section: Section) => boolean) {
  for (const { file, page } of pagesOf(dir)) {
    const index = page.sections.findIndex(test)
    if (index >= 0) return { file, page, index, section: page.sections[index] }
  }
  return undefined
}

export function readYaml(dir: string, file: string): unknown {
  return parseDocument(readFileSync(join(dir, file), 'utf8')).toJS()
}

/** Changes one file of the copy through its YAML document, then writes it back. */
export function editYaml(dir: string, file: string, change: (doc: Document) => void) {
  const path = join(dir, file)
  const doc = parseDocument(readFileSync(path, 'utf8'))
  change(doc)
  writeFileSync(path, doc.toString())
}

/** Where the value at `path` now starts, as the validator names it: the file's path from here, the path, line, column. */
export function positionOf(dir: string, file: string, path: DataPath) {
  const lines = new LineCounter()
  const doc = parseDocument(readFileSync(join(dir, file), 'utf8'), { lineCounter: lines })
  const node = doc.getIn(path, true) as Node | undefined
  if (!node?.range) throw new Error(`${file} has nothing at ${path.join('.')}`)
  const { line, col } = lines.linePos(node.range[0])
  return { file: relative(process.cwd(), join(dir, file)), path, line, col }
}

/** The name the validator gives a file of the copy: its path from the working directory. */
export const fileName = (dir: string, file: string) => relative(process.cwd(), join(dir, file))

/** The home page of the copy with its sections after the first (the one main heading) repeated until
 * there are `count`, each id made its own, written; and the page's data. A page far larger than any a
 * firm writes, for what the editor does with one. */
export function writeManySections(dir: string, count: number): { file: string; page: Page } {
  const file = 'pages/home.yaml'
  const [first, ...others] = (readYaml(dir, file) as Page).sections
  const sections = [
    first,
    ...Array.from({ length: count - 1 }, (_, i): Section => {
      const section = structuredClone(others[i % others.length]!)
      return 'id' in section && section.id ? { ...section, id: `${section.id}-${i}` } : section
    }),
  ] as Page['sections']
  const page = { ...(readYaml(dir, file) as Page), sections }
  writeFileSync(join(dir, file), stringify(page))
  return { file, page }
}
