// A build that takes what it can from the cache (scripts/build/site-bundle.ts, page-outputs.ts) gives
// the same dist/, byte for byte, as a clean build, and renders again exactly the pages whose inputs
// changed. Builds of a copy of the site under test, each into a folder of its own.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { projectRoot } from '../../schema/load-site.ts'
import { copySampleSite, editYaml, findSection, pagesOf, removeCopies } from '../../schema/site-copy.ts'
import { htmlFileOf } from '../../schema/route-file.ts'

const work = mkdtempSync(join(tmpdir(), 'incremental-build-'))
const site = copySampleSite()
const cache = join(work, 'cache')
afterAll(() => {
  removeCopies()
  rmSync(work, { recursive: true, force: true })
})

/** Builds the copy into work/<name> with the given cache; how many pages it rendered and how many there are. */
function build(name: string, cacheDir = cache) {
  const result = spawnSync(process.execPath, ['scripts/build.ts'], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, SITE_DIR: site, BUILD_DIR: join(work, name), BUILD_CACHE_DIR: cacheDir },
  })
  expect(result.status, result.stderr + result.stdout).toBe(0)
  const [, pages, rendered] = /^(\d+) pages: (\d+) rendered/m.exec(result.stdout)!
  return { client: join(work, name, 'client'), dist: join(work, name), pages: Number(pages), rendered: Number(rendered) }
}

/** Every file under `dir` by its path there, with its bytes. */
function filesOf(dir: string): Map<string, Buffer> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [relative(dir, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name))] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  )
}

/** The files that differ between two folders (present in one only, or with other bytes). */
function differing(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((file) => !a.get(file)?.equals(b.get(file) ?? Buffer.alloc(0)) || !b.has(file)).sort()
}

it('after an edit of one page, an incremental build renders that page alone and equals a clean build byte for byte', () => {
  const first = build('first')
  expect(first.rendered).toBe(first.pages)

  // A page's heading gets a word of the test's own.
  const edited = findSection(site, (section) => typeof (section as { heading?: unknown }).heading === 'string')!
  editYaml(site, edited.file, (doc) => doc.setIn(['sections', edited.index, 'heading'], `${(edited.section as { heading: string }).heading} Quillfeather`))
  const incremental = build('incremental')
  expect(incremental.rendered).toBe(1)
  const editedHtml = htmlFileOf(edited.page.path)
  expect(readFileSync(join(incremental.client, editedHtml), 'utf8')).toContain('Quillfeather')

  const clean = build('clean', join(work, 'empty-cache'))
  expect(clean.rendered).toBe(clean.pages)
  expect(differing(filesOf(incremental.dist), filesOf(clean.dist))).toEqual([])

  // Beside the first build, only the edited page, its data and the index naming that data changed.
  const changed = differing(filesOf(first.client), filesOf(incremental.client)).filter((file) => !/\.(br|gz)$/.test(file))
  expect(changed.filter((file) => file.endsWith('.html'))).toEqual([editedHtml])
  expect(
    changed
      .filter((file) => !file.endsWith('.html'))
      .map((file) => file.replace(/-[\w-]{8}\.json$/, '.json'))
      .sort(),
  ).toEqual([`assets/${edited.file.replace(/^pages\/|\.yaml$/g, '')}.json`, `assets/${edited.file.replace(/^pages\/|\.yaml$/g, '')}.json`, 'route-index.json'])
}, 300_000)

it('after an edit of site.yaml, every page is rendered again and shows the new value', () => {
  const word = 'Leapfrog to the text'
  editYaml(site, 'site.yaml', (doc) => doc.setIn(['strings', 'skipToContent'], word))
  const after = build('after-site-edit')
  expect(after.rendered).toBe(after.pages)
  const pages = pagesOf(site)
  expect(pages).toHaveLength(after.pages)
  for (const { page } of pages) expect(readFileSync(join(after.client, htmlFileOf(page.path)), 'utf8'), page.path).toContain(word)
}, 300_000)
