// No input crashes validation: the site's files, mutated thousands of times the ways hands slip
// (lines deleted, doubled or re-indented; tabs, quotes, colons, dashes and brackets typed; a file cut
// short), always give problems with a file, line and column in the catalogue's words, or none, and
// quickly. The command itself is run on some of them too: exit 0 or 1, never a stack trace.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { defaultSiteDir, projectRoot } from './load-site.ts'
import { validateFile, type FileDefinition } from './validate-file.ts'
import { parseSource } from './source-file.ts'

const runs = 3000
const commandRuns = 6

// A fixed seed, so a failure can be run again as it was.
let seed = 20261123
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!

const files: { path: string; def: FileDefinition; text: string }[] = [
  { path: 'site.yaml', def: 'SiteConfig' as const },
  { path: 'testimonials.yaml', def: 'TestimonialsFile' as const },
  ...readdirSync(join(defaultSiteDir, 'pages')).filter((f) => f.endsWith('.yaml')).map((f) => ({ path: `pages/${f}`, def: 'Page' as const })),
].map((f) => ({ ...f, text: readFileSync(join(defaultSiteDir, f.path), 'utf8') }))

const typed = ['\t', '"', "'", ': ', ':', '- ', '-', '[', ']', '{', '}', '“', '”', '#', '&a ', '*a', '|', '>', '\\', ',']
const mutations: ((lines: string[]) => void)[] = [
  (lines) => { lines.splice(Math.floor(random() * lines.length), 1) },
  (lines) => { const i = Math.floor(random() * lines.length); lines.splice(i, 0, lines[i]!) },
  (lines) => { const i = Math.floor(random() * lines.length); lines[i] = ' '.repeat(1 + Math.floor(random() * 3)) + lines[i] },
  (lines) => { const i = Math.floor(random() * lines.length); lines[i] = lines[i]!.replace(/^ {1,2}/, '') },
  (lines) => { const i = Math.floor(random() * lines.length); lines[i] = '\t' + lines[i]!.trimStart() },
  (lines) => { const i = Math.floor(random() * lines.length); const at = Math.floor(random() * (lines[i]!.length + 1)); lines[i] = lines[i]!.slice(0, at) + pick(typed) + lines[i]!.slice(at) },
  (lines) => { lines.splice(Math.floor(random() * lines.length)) },
]

function mutate(text: string): string {
  const lines = text.split('\n')
  for (let n = 1 + Math.floor(random() * 3); n > 0 && lines.length; n--) pick(mutations)(lines)
  return lines.join('\n')
}

// Words only the parser uses; none may reach an editor.
const parserWording = /implicit key|compact mapping|indicator|Map keys must|flow (map|sequence|collection)|Unexpected|at line \d|YAMLParseError|TypeError|undefined/i

test(`${runs} mutated files each give problems with positions in plain words, or none`, () => {
  let withProblems = 0
  let slowest = 0
  for (let run = 0; run < runs; run++) {
    const file = pick(files)
    const text = mutate(file.text)
    const started = performance.now()
    const problems = validateFile(parseSource(`site/${file.path}`, text), file.def)
    slowest = Math.max(slowest, performance.now() - started)
    if (problems.length) withProblems++
    for (const problem of problems) {
      const where = `run ${run}, ${file.path}: ${problem.message}`
      expect(problem.line, where).toBeGreaterThanOrEqual(1)
      expect(problem.col, where).toBeGreaterThanOrEqual(1)
      expect(problem.message, where).not.toMatch(parserWording)
    }
  }
  // How long they took is printed, not asserted (timings belong to npm run bench); a file that made
  // the validator hang would fail by the test's time limit, set for a machine under load.
  console.log(`${runs} mutated files: ${withProblems} with problems, the slowest validated in ${slowest.toFixed(0)} ms`)
  expect(withProblems).toBeGreaterThan(runs / 4)
}, 120_000)

const work = mkdtempSync(join(tmpdir(), 'validation-fuzz-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

test(`npm run validate on ${commandRuns} mutated sites exits 0 or 1 with file:line:col, never a stack trace`, () => {
  for (let run = 0; run < commandRuns; run++) {
    const dir = join(work, `site-${run}`)
    cpSync(defaultSiteDir, dir, { recursive: true })
    const file = pick(files)
    writeFileSync(join(dir, file.path), mutate(file.text))
    const result = spawnSync(process.execPath, [join(projectRoot, 'scripts', 'validate.ts'), dir], { encoding: 'utf8', timeout: 20_000 })
    const where = `run ${run}, ${file.path}:\n${result.stderr}`
    expect([0, 1], where).toContain(result.status)
    expect(result.stderr, where).not.toMatch(/^\s+at |Error:|node:internal/m)
    if (result.status === 1) expect(result.stderr, where).toMatch(/\.yaml:\d+:\d+ {2}error {2}\S/)
  }
}, 90_000)
