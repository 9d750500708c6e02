// Each fault an editor can make, seeded into a copy of site/, must be reported at the exact file, line
// and column of the faulty value, with a message that names the problem.
import { readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultSiteDir, loadSite } from './load-site.ts'
import { messages } from './messages.ts'
import { resolveAll } from './references.ts'
import { copySite, editYaml, findSection, pagesOf, positionOf, removeCopies } from './site-copy.ts'

afterEach(removeCopies)

/** Replaces the first match of `from` in the file with `to` and returns where `marker` (default: `to`) starts. */
function seed(dir: string, file: string, from: string | RegExp, to: string, marker = to) {
  const path = join(dir, file)
  const text = readFileSync(path, 'utf8')
  const match = typeof from === 'string' ? { index: text.indexOf(from), 0: from } : (from.exec(text) ?? { index: -1, 0: '' })
  if (match.index < 0) throw new Error(`${String(from)} not found in ${file}`)
  const seeded = text.slice(0, match.index) + to + text.slice(match.index + match[0].length)
  writeFileSync(path, seeded)
  const offset = seeded.indexOf(marker, match.index)
  const before = seeded.slice(0, offset).split('\n')
  return { file: relative(process.cwd(), path), line: before.length, col: before[before.length - 1].length + 1 }
}

function problemsOf(dir: string) {
  const { problems, site } = loadSite(dir)
  expect(site).toBeUndefined()
  return problems
}

const isHero = (s: { type: string }) => s.type === 'hero'

describe('validator', () => {
  it('accepts the site as it is', () => {
    const { problems, site } = loadSite()
    expect(problems).toEqual([])
    expect(site!.pages.length).toBe(pagesOf(defaultSiteDir).length)
  })

  it('resolves references and makes phone links dialable', () => {
    const { site } = loadSite()
    expect(JSON.stringify(site)).not.toContain('{{')
    const { phones } = site!.config.firm
    const resolved = resolveAll({ text: 'Call {{firm.phones.tollFree}}', to: 'tel:{{firm.phones.tollFree}}' }, site!.config)
    expect(resolved).toEqual({ text: `Call ${phones.tollFree}`, to: `tel:+1${phones.tollFree.replace(/\D/g, '')}` })
  })

  it('reports a misspelt section type with the right suggestion', () => {
    const dir = copySite()
    const { file, index } = findSection(dir, isHero)!
    editYaml(dir, file, (doc) => doc.setIn(['sections', index, 'type'], 'heor'))
    expect(problemsOf(dir)).toContainEqual({
      ...positionOf(dir, file, ['sections', index, 'type']),
      message: expect.stringMatching(/unknown section type `heor`; did you mean `hero`\?/),
    })
  })

  it('reports a misspelt form submit kind with the kinds the schema has', () => {
    const dir = copySite()
    const { file, index } = findSection(dir, (s) => s.type === 'form')!
    editYaml(dir, file, (doc) => doc.setIn(['sections', index, 'submit', 'kind'], 'pots'))
    expect(problemsOf(dir)).toContainEqual({
      ...positionOf(dir, file, ['sections', index, 'submit', 'kind']),
      message: expect.stringMatching(/`pots`.*did you mean `post`\?[^]*`alert`[^]*`log`/),
    })
  })

  it('reports a misspelt key at the key, with a suggestion', () => {
    const dir = copySite()
    const { file, index } = findSection(dir, isHero)!
    const at = seed(dir, file, /^ {4}heading:/m, '    heaidng:', 'heaidng')
    expect(problemsOf(dir)).toContainEqual({
      ...at,
      path: ['sections', index, 'heaidng'],
      message: expect.stringMatching(/unknown field `heaidng` in section \d+ \(\w+\); did you mean `heading`\?/),
    })
  })

  it('reports a missing required field', () => {
    const dir = copySite()
    const { file } = pagesOf(dir)[0]
    const at = seed(dir, file, /^title: /m, 'titel: ', 'titel')
    const problems = problemsOf(dir)
    expect(problems).toContainEqual({ ...at, path: ['titel'], message: expect.stringMatching(/unknown field `titel`.*did you mean `title`/) })
    expect(problems).toContainEqual(expect.objectContaining({ file: at.file, message: expect.stringMatching(/missing the required field `title`/) }))
  })

  it('reports a value of the wrong type', () => {
    const dir = copySite()
    editYaml(dir, 'site.yaml', (doc) => doc.setIn(['firm', 'rating', 'count'], 'many'))
    expect(problemsOf(dir)).toContainEqual({
      ...positionOf(dir, 'site.yaml', ['firm', 'rating', 'count']),
      message: '`count` should be a number, but it is text',
    })
  })

  it('reports a link to a route that does not exist, with a suggestion', () => {
    const dir = copySite()
    const { file, index } = findSection(dir, isHero)!
    const target = pagesOf(dir)
      .map(({ page }) => page.path)
      .find((path) => path.length > 4)!
    editYaml(dir, file, (doc) => doc.setIn(['sections', index, 'actions'], doc.createNode([{ label: 'Typo', to: target.slice(0, -1) }])))
    expect(problemsOf(dir)).toContainEqual({
      ...positionOf(dir, file, ['sections', index, 'actions', 0, 'to']),
      message: `the link goes to \`${target.slice(0, -1)}\`, which is not a page of the site; did you mean \`${target}\`?`,
    })
  })

  it('reports an #anchor that no section has', () => {
    const dir = copySite()
    const { file, page, section } = findSection(dir, (s) => s.id !== undefined)!
    const hero = page.sections.findIndex(isHero)
    editYaml(dir, file, (doc) => doc.setIn(['sections', hero, 'actions'], doc.createNode([{ label: 'Jump', to: `#${section.id}-typo` }])))
    expect(problemsOf(dir)).toContainEqual({
      ...positionOf(dir, file, ['sections', hero, 'actions', 0, 'to']),
      message: expect.stringMatching(new RegExp(`no section on this page has the id \`${section.id}-typo\`.*\`${section.id}\``)),
    })
  })

  it('reports an unknown reference with a suggestion', () => {
    const dir = copySite()
    editYaml(dir, 'site.yaml', (doc) => doc.setIn(['footer', 'copyright'], 'Call {{firm.phones.tolFree}}'))
    expect(problemsOf(dir)).toContainEqual({
      ...positionOf(dir, 'site.yaml', ['footer', 'copyright']),
      message: expect.stringMatching(/unknown reference \{\{firm.phones.tolFree\}\}; did you mean \{\{firm.phones.tollFree\}\}\?/),
    })
  })

  it('reports two pages with the same path', () => {
    const dir = copySite()
    const [first, second] = pagesOf(dir)
    editYaml(dir, second.file, (doc) => doc.set('path', first.page.path))
    expect(problemsOf(dir)).toContainEqual({
      ...positionOf(dir, second.file, ['path']),
      message: expect.stringMatching(new RegExp(`two pages have the path \`${first.page.path.replace(/[/-]/g, '\\$&')}\`: this one and .*${first.file}`)),
    })
  })

  it('reports a YAML syntax error at its position', () => {
    const dir = copySite()
    const { file } = pagesOf(dir)[0]
    const at = seed(dir, file, 'sections:\n', 'sections:\n  - type: hero\n   bad: [unclosed\n', 'bad')
    const problems = problemsOf(dir)
    const syntax = problems.filter((p) => p.file === at.file)
    // One slip is one problem, in the catalogue's words, however much of the file it leaves unreadable.
    expect(syntax).toEqual([{ file: at.file, path: expect.any(Array), line: at.line, col: 4, message: messages.yamlIndentedLess('type', 5) }])
  })

  it('reports every problem at once, across files', () => {
    const dir = copySite()
    const { file, index } = findSection(dir, isHero)!
    editYaml(dir, file, (doc) => doc.setIn(['sections', index, 'type'], 'heor'))
    editYaml(dir, 'site.yaml', (doc) => doc.setIn(['firm', 'rating', 'count'], 'many'))
    const files = new Set(problemsOf(dir).map((p) => p.file))
    expect(files.size).toBe(2)
  })
})
