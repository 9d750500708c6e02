// No input crashes validation: the site's files, mutated thousands of times the ways hands slip
// (lines deleted, doubled or re-indented; tabs, quotes, colons, dashes and brackets typed; a file cut
// short), always give problems with a file, line and column in the catalogue's words, or none, and
// quickly. The command itself is run on some of them too: exit 0 or 1, never a stack trace.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { defaultSiteDir, projectRoot } from './load-site.ts'
import { validateFile } from './validate-file.ts'
import { parseSource } from './source-file.ts'
import { mutate, pick, siteFiles as files } from './test-mutations.ts'

const runs = 3000
const commandRuns = 6

// Words only the parser uses; none may reach an editor.
const parserWording =
  /implicit key|compact mapping|indicator|Map keys must|flow (map|sequence|collection)|Unexpected|at line \d|YAMLParseError|TypeError|undefined/i

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
