// Each fault an editor can make, seeded into a copy of site/, must be reported at the exact file, line
// and column of the faulty value, with a message that names the problem.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultSiteDir, loadSite } from './load-site.ts'
import { messages } from './messages.ts'

let dirs: string[] = []
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  dirs = []
})

function copySite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-'))
  dirs.push(dir)
  cpSync(defaultSiteDir, dir, { recursive: true })
  return dir
}

/** Replaces the first `from` in the file with `to` and returns where `marker` (default: `to`) starts. */
function seed(dir: string, file: string, from: string, to: string, marker = to) {
  const path = join(dir, file)
  const text = readFileSync(path, 'utf8')
  const at = text.indexOf(from)
  if (at < 0) throw new Error(`${from} not found in ${file}`)
  const seeded = text.slice(0, at) + to + text.slice(at + from.length)
  writeFileSync(path, seeded)
  const offset = seeded.indexOf(marker, at)
  const before = seeded.slice(0, offset).split('\n')
  return { file: relative(process.cwd(), path), line: before.length, col: before[before.length - 1].length + 1 }
}

function problemsOf(dir: string) {
  const { problems, site } = loadSite(dir)
  expect(site).toBeUndefined()
  return problems
}

describe('validator', () => {
  it('accepts the site as it is', () => {
    const { problems, site } = loadSite()
    expect(problems).toEqual([])
    expect(site!.pages.length).toBeGreaterThanOrEqual(34)
  })

  it('resolves references and makes phone links dialable', () => {
    const { site } = loadSite()
    const home = site!.pages.find((p) => p.page.path === '/')!.page
    const json = JSON.stringify(home)
    expect(json).not.toContain('{{')
    expect(json).toContain(`"to":"tel:+1${site!.config.firm.phones.tollFree.replace(/\D/g, '')}"`)
  })

  it('reports a misspelt section type with the right suggestion', () => {
    const dir = copySite()
    const at = seed(dir, 'pages/tax-services.yaml', 'type: hero', 'type: heor', 'heor')
    expect(problemsOf(dir)).toContainEqual({ ...at, message: expect.stringMatching(/unknown section type `heor`; did you mean `hero`\?/) })
  })

  it('reports a misspelt key at the key, with a suggestion', () => {
    const dir = copySite()
    const at = seed(dir, 'pages/payroll.yaml', '    heading:', '    heaidng:', 'heaidng')
    expect(problemsOf(dir)).toContainEqual({ ...at, message: expect.stringMatching(/unknown field `heaidng` in section \d+ \(\w+\); did you mean `heading`\?/) })
  })

  it('reports a missing required field', () => {
    const dir = copySite()
    const at = seed(dir, 'pages/contact.yaml', "title: ", 'titel: ', 'titel')
    const problems = problemsOf(dir)
    expect(problems).toContainEqual({ ...at, message: expect.stringMatching(/unknown field `titel`.*did you mean `title`/) })
    expect(problems).toContainEqual(expect.objectContaining({ file: at.file, message: expect.stringMatching(/missing the required field `title`/) }))
  })

  it('reports a value of the wrong type', () => {
    const dir = copySite()
    const at = seed(dir, 'site.yaml', 'count: 1700', 'count: many', 'many')
    expect(problemsOf(dir)).toContainEqual({ ...at, message: '`count` should be a number, but it is text' })
  })

  it('reports a link to a route that does not exist, with a suggestion', () => {
    const dir = copySite()
    const at = seed(dir, 'site.yaml', 'to: /payroll }', 'to: /payrol }', '/payrol')
    expect(problemsOf(dir)).toContainEqual({ ...at, message: expect.stringMatching(/the link goes to `\/payrol`, which is not a page of the site; did you mean `\/payroll`\?/) })
  })

  it('reports an #anchor that no section has', () => {
    const dir = copySite()
    const at = seed(dir, 'pages/payroll.yaml', '"#quote-form"', '"#quote-from"')
    expect(problemsOf(dir)).toContainEqual({ ...at, message: expect.stringMatching(/no section on this page has the id `quote-from`.*`quote-form`/) })
  })

  it('reports an unknown reference with a suggestion', () => {
    const dir = copySite()
    const at = seed(dir, 'site.yaml', 'badge: "{{prices.formation}}"', 'badge: "{{prices.formaton}}"', '"{{prices.formaton}}"')
    expect(problemsOf(dir)).toContainEqual({ ...at, message: expect.stringMatching(/unknown reference \{\{prices.formaton\}\}; did you mean \{\{prices.formation\}\}\?/) })
  })

  it('reports two pages with the same path', () => {
    const dir = copySite()
    const at = seed(dir, 'pages/tax-planning.yaml', 'path: /tax-planning', 'path: /tax-services', '/tax-services')
    expect(problemsOf(dir)).toContainEqual({ ...at, message: expect.stringMatching(/two pages have the path `\/tax-services`: this one and .*tax-services.yaml/) })
  })

  it('reports a YAML syntax error at its position', () => {
    const dir = copySite()
    const at = seed(dir, 'pages/book.yaml', 'sections:\n', 'sections:\n  - type: hero\n   bad: [unclosed\n', 'bad')
    const problems = problemsOf(dir)
    const syntax = problems.filter((p) => p.file === at.file)
    // One slip is one problem, in the catalogue's words, however much of the file it leaves unreadable.
    expect(syntax).toEqual([{ file: at.file, line: at.line, col: 4, message: messages.yamlIndentedLess('type', 5) }])
  })

  it('reports every problem at once, across files', () => {
    const dir = copySite()
    seed(dir, 'pages/tax-services.yaml', 'type: hero', 'type: heor', 'heor')
    seed(dir, 'site.yaml', 'count: 1700', 'count: many', 'many')
    const files = new Set(problemsOf(dir).map((p) => p.file))
    expect(files.size).toBe(2)
  })
})
