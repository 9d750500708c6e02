// Adding a section type the way renderer/sections/README.md says, in a copy of the project: one folder
// with a definition and a component, one entry in the list, `gen-types`, a section of the new type on a
// page, then validate and build. The built page shows what the component rendered, and no file
// other than those and the generated ones changed.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { parseDocument, type YAMLSeq } from 'yaml'
import { projectRoot } from '../../schema/load-site.ts'
import { sampleSiteDir } from '../../schema/site-copy.ts'

const work = mkdtempSync(join(tmpdir(), 'add-section-type-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const copy = join(work, 'project')
const built = join(work, 'dist')
const shouted = 'Every figure checked twice'

const definition = `import { text } from '../../../schema/schema-parts.ts'
import { defineSection } from '../section-definition.ts'

export default defineSection('pull-quote', 'PullQuoteSection', 'Pull quote', 'One sentence set large.', {
  quote: text('Quote', 'The sentence.', 'We answer the phone.'),
}, ['quote'], { quote: 'We answer the phone.' })
`
const component = `import type { PullQuoteSection } from '../../../schema/generated/site-types.ts'

export default function PullQuote(section: PullQuoteSection) {
  return <blockquote className="pull-quote">{section.quote.toUpperCase()}</blockquote>
}
`

/** Every file of the copy but its packages, with a hash of its content. */
function snapshot(): Map<string, string> {
  // node_modules (a link to the project's) is never walked: other tests write and remove caches in it meanwhile.
  const files = readdirSync(copy, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .flatMap((entry) =>
      entry.isDirectory()
        ? readdirSync(join(copy, entry.name), { recursive: true, withFileTypes: true })
            .filter((inner) => inner.isFile())
            .map((inner) => join(inner.parentPath, inner.name))
        : [join(copy, entry.name)],
    )
  return new Map(files.map((file) => [relative(copy, file), createHash('sha1').update(readFileSync(file)).digest('hex')]))
}

const run = (script: string) =>
  execFileSync(process.execPath, [script], { cwd: copy, env: { ...process.env, SITE_DIR: '', BUILD_DIR: built }, encoding: 'utf8', stdio: 'pipe' })

test('a new section type is one folder and its line in the list', () => {
  for (const entry of ['schema', 'renderer', 'scripts', 'server', 'package.json', 'tsconfig.json', 'vite.config.ts']) {
    cpSync(join(projectRoot, entry), join(copy, entry), { recursive: true })
  }
  cpSync(sampleSiteDir, join(copy, 'site'), { recursive: true })
  if (!existsSync(join(copy, 'site', 'README.md'))) cpSync(join(projectRoot, 'site', 'README.md'), join(copy, 'site', 'README.md'))
  symlinkSync(join(projectRoot, 'node_modules'), join(copy, 'node_modules'), 'dir')
  const before = snapshot()

  // The guide's steps: the folder, the list, the generated files.
  mkdirSync(join(copy, 'renderer/sections/pull-quote'))
  writeFileSync(join(copy, 'renderer/sections/pull-quote/definition.ts'), definition)
  writeFileSync(join(copy, 'renderer/sections/pull-quote/PullQuote.tsx'), component)
  const list = join(copy, 'renderer/sections/definitions.ts')
  writeFileSync(
    list,
    readFileSync(list, 'utf8')
      .replace(/^(import \w+ from '\.\/[\w-]+\/definition\.ts'\n)(?!import)/m, `$1import pullQuote from './pull-quote/definition.ts'\n`)
      .replace(/\n\]\n*$/, '\n  pullQuote,\n]\n'),
  )
  run('scripts/gen-types.ts')

  // An editor's step: a section of the new type on the home page.
  const pages = join(copy, 'site', 'pages')
  const home = readdirSync(pages)
    .map((name) => join(pages, name))
    .find((file) => parseDocument(readFileSync(file, 'utf8')).get('path') === '/')!
  const doc = parseDocument(readFileSync(home, 'utf8'))
  ;(doc.get('sections') as YAMLSeq).add(doc.createNode({ type: 'pull-quote', quote: shouted }))
  writeFileSync(home, doc.toString())

  expect(run('scripts/validate.ts')).toContain('is valid')
  run('scripts/build.ts')
  expect(readFileSync(join(built, 'client', 'index.html'), 'utf8')).toContain(`<blockquote class="pull-quote">${shouted.toUpperCase()}</blockquote>`)

  const after = snapshot()
  const changed = [...after.keys()].filter((file) => after.get(file) !== before.get(file)).sort()
  expect(changed).toEqual(
    [
      'renderer/generated/section-loaders.ts',
      'renderer/sections/definitions.ts',
      'renderer/sections/pull-quote/PullQuote.tsx',
      'renderer/sections/pull-quote/definition.ts',
      'schema/generated/site-types.ts',
      'schema/generated/validators.d.ts',
      'schema/generated/validators.js',
      'schema/site.schema.json',
      'site/README.md',
      relative(copy, home),
    ].sort(),
  )
}, 300_000)
