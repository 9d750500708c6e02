// A page whose description or most of whose keywords are another page's is warned about on both
// pages, and `npm run validate` still passes; ordinary sharing of a keyword is not.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import type { Page } from './generated/site-types.ts'
import { projectRoot } from './load-site.ts'
import { messages } from './messages.ts'
import { pageCopyWarnings } from './page-copy-warnings.ts'
import { copySite, pagesOf, removeCopies } from './site-copy.ts'
import { parseSource } from './source-file.ts'

afterAll(removeCopies)

const page = (name: string, fields: Partial<Page>) => parseSource(`site/pages/${name}.yaml`, stringify({ title: name, sections: [], ...fields }))
const warned = (...files: ReturnType<typeof page>[]) => pageCopyWarnings(files).map(({ file, path, message }) => ({ file, path, message }))

it('warns on both pages when two pages have the same description', () => {
  const one = page('one', { path: '/one', description: 'Grooming for otters.' })
  const two = page('two', { path: '/two', description: 'Grooming for otters.' })
  expect(warned(one, two)).toEqual([
    { file: 'site/pages/one.yaml', path: ['description'], message: messages.sameDescription('/two') },
    { file: 'site/pages/two.yaml', path: ['description'], message: messages.sameDescription('/one') },
  ])
})

it("warns when more than half of the keywords are another page's, and not for one keyword in common", () => {
  const one = page('one', { path: '/one', description: 'A', keywords: ['a', 'b', 'c', 'd'] })
  const copy = page('two', { path: '/two', description: 'B', keywords: ['A', 'b', 'c', 'new'] })
  const other = page('three', { path: '/three', description: 'C', keywords: ['a', 'x', 'y'] })
  expect(warned(one, copy, other)).toEqual([
    { file: 'site/pages/one.yaml', path: ['keywords'], message: messages.sameKeywords(3, 4, '/two') },
    { file: 'site/pages/two.yaml', path: ['keywords'], message: messages.sameKeywords(3, 4, '/one') },
  ])
  const rewritten = page('two', { path: '/two', description: 'B', keywords: ['A', 'b', 'new', 'newer'] })
  expect(warned(one, rewritten, other)).toEqual([])
})

it('npm run validate passes on a copied page and prints a warning at its description and keywords', () => {
  const dir = copySite()
  const { file, page: original } = pagesOf(dir).find(({ page: p }) => (p.keywords?.length ?? 0) >= 2)!
  writeFileSync(join(dir, 'pages', 'copy-check.yaml'), stringify({ ...(parse(readFileSync(join(dir, file), 'utf8')) as Page), path: '/copy-check' }))
  const result = spawnSync(process.execPath, [join(projectRoot, 'scripts', 'validate.ts'), dir], { encoding: 'utf8' })
  expect(result.status).toBe(0)
  expect(result.stderr).toContain(`copy-check.yaml:`)
  expect(result.stderr).toContain(messages.sameDescription(original.path))
  expect(result.stderr).toContain(messages.sameKeywords(original.keywords!.length, original.keywords!.length, original.path))
  expect(result.stderr).toContain(messages.sameDescription('/copy-check'))
})
