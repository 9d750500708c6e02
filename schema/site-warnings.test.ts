// Valid text that will show on the page as the editor did not mean gets a warning at its line, and the
// check still passes.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkSite } from './check-site.ts'
import { defaultSiteDir, projectRoot } from './load-site.ts'
import { messages } from './messages.ts'
import { parseSource } from './source-file.ts'
import { siteWarnings } from './site-warnings.ts'

const warningsOf = (text: string) => siteWarnings([parseSource('site/pages/x.yaml', text)]).map(({ line, message }) => ({ line, message }))

describe('warnings', () => {
  it('curly quotes around a whole value', () => {
    expect(warningsOf('title: “Payroll Services”\n')).toEqual([{ line: 1, message: messages.curlyQuotesAround('“Payroll Services”') }])
  })
  it('Markdown or HTML in plain text', () => {
    expect(warningsOf('text: We are **open** today\n')).toEqual([{ line: 1, message: messages.markupInText('**bold**') }])
    expect(warningsOf('text: See [our hours](/contact)\n')).toEqual([{ line: 1, message: messages.markupInText('[text](link)') }])
    expect(warningsOf('text: Call <b>now</b>\n')).toEqual([{ line: 1, message: messages.markupInText('<html>') }])
  })
  it('a bullet that lost its "- " and was joined to the one above', () => {
    const text = 'features:\n  - Monthly bookkeeping\n  - Quarterly estimates\n    Annual filing\n  - Evening hours\n'
    expect(warningsOf(text)).toEqual([{ line: 3, message: messages.joinedListItem('Quarterly estimates Annual filing', 4) }])
  })
  it('a reference with one brace', () => {
    expect(warningsOf('text: Call {firm.phones.tollFree} today\n')).toEqual([{ line: 1, message: messages.singleBraceReference('firm.phones.tollFree') }])
  })
  it('nothing for ordinary text, straight quotes, subject placeholders and long items in a list of long items', () => {
    const text =
      'title: "Payroll"\nsubject: "Quote - {companyName}"\ntext: It costs 5 * 3 < 20\nparagraphs:\n  - One long paragraph\n    over two lines.\n  - Another long paragraph\n    over two lines.\n'
    expect(warningsOf(text)).toEqual([])
  })
})

const work = mkdtempSync(join(tmpdir(), 'site-warnings-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

it('npm run validate prints a warning at its file and line, and passes', async () => {
  const dir = join(work, 'site')
  cpSync(defaultSiteDir, dir, { recursive: true })
  const name = readdirSync(join(dir, 'pages')).find((f) => /^title: /m.test(readFileSync(join(dir, 'pages', f), 'utf8')))!
  const file = join(dir, 'pages', name)
  // The site may have warnings of its own: this one comes on top of them.
  const before = (await checkSite(dir)).warnings.length
  const text = readFileSync(file, 'utf8')
  const line = text.split('\n').findIndex((l) => /^title: /.test(l)) + 1
  writeFileSync(file, text.replace(/^title: (.*)$/m, 'title: “$1”'))
  const result = spawnSync(process.execPath, [join(projectRoot, 'scripts', 'validate.ts'), dir], {
    encoding: 'utf8',
    env: { ...process.env, GITHUB_ACTIONS: 'true' },
  })
  expect(result.status).toBe(0)
  expect(result.stderr).toMatch(new RegExp(`${name.replace('.', '\\.')}:${line}:8  warning  .*curly quotes`))
  expect(result.stdout).toMatch(new RegExp(`^::warning file=.*${name.replace('.', '\\.')},line=${line},col=8::`, 'm'))
  expect(result.stdout).toContain(`${before + 1} warning${before ? 's' : ''}: `)
})
