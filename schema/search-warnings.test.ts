// What search engines and screen readers would hold against a page is warned about at its field, and
// `npm run validate` still passes. Runs on the sample site (server/test-fixtures/sample-site).
import { spawnSync } from 'node:child_process'
import { afterAll, expect, it } from 'vitest'
import type { Document } from 'yaml'
import { checkSite } from './check-site.ts'
import type { SiteConfig } from './generated/site-types.ts'
import { projectRoot } from './load-site.ts'
import { messages } from './messages.ts'
import { resolveAll } from './references.ts'
import { searchLimits } from './search-warnings.ts'
import { copySampleSite, editYaml, findSection, pagesOf, readYaml, removeCopies } from './site-copy.ts'

afterAll(removeCopies)

it("a title too long with the firm's name, a summary too short or too long, a shared title and a photo described by spaces are warnings at their fields", async () => {
  const dir = copySampleSite()
  const [first, second] = pagesOf(dir).filter(({ page }) => !page.noindex)
  const config = resolveAll(readYaml(dir, 'site.yaml'), readYaml(dir, 'site.yaml')) as SiteConfig
  const longTitle = 'Bookkeeping, Payroll and Tax Returns for Every Small Business'
  editYaml(dir, first!.file, (doc: Document) => {
    doc.set('title', longTitle)
    doc.set('description', 'Too short.')
  })
  editYaml(dir, second!.file, (doc: Document) => {
    doc.set('title', longTitle)
    doc.set('description', 'x'.repeat(searchLimits.descriptionMax + 5))
  })
  const team = findSection(dir, (section) => section.type === 'team')!
  editYaml(dir, team.file, (doc: Document) => doc.setIn(['sections', team.index, 'members', 0, 'alt'], '   '))

  const { problems, warnings } = await checkSite(dir)
  expect(problems).toEqual([])
  const at = (file: string, field: string) => warnings.filter((w) => w.file.endsWith(file) && w.path.join('.') === field).map((w) => w.message)
  const shownTitle = longTitle + config.meta.titleSuffix
  expect(at(first!.file, 'title')).toEqual(
    expect.arrayContaining([messages.titleTooLong(shownTitle.length, shownTitle, searchLimits.title), messages.sameTitle(second!.page.path)]),
  )
  expect(at(second!.file, 'title')).toContain(messages.sameTitle(first!.page.path))
  expect(at(first!.file, 'description')).toEqual([messages.descriptionTooShort('Too short.'.length, searchLimits.descriptionMin)])
  expect(at(second!.file, 'description')).toEqual([messages.descriptionTooLong(searchLimits.descriptionMax + 5, searchLimits.descriptionMax)])
  expect(at(team.file, `sections.${team.index}.members.0.alt`)).toEqual([messages.photoWithoutWords()])
})

it('pages kept out of search engines are not measured, and a title that fits is not warned about', async () => {
  const dir = copySampleSite()
  const hidden = pagesOf(dir).find(({ page }) => page.noindex)!
  editYaml(dir, hidden.file, (doc: Document) => doc.set('description', 'Short.'))
  const shown = pagesOf(dir).find(({ page }) => !page.noindex)!
  editYaml(dir, shown.file, (doc: Document) => doc.set('title', 'Books'))
  const { warnings } = await checkSite(dir)
  expect(warnings.filter((w) => w.file.endsWith(hidden.file))).toEqual([])
  expect(warnings.filter((w) => w.file.endsWith(shown.file) && w.path.join('.') === 'title')).toEqual([])
})

it('npm run validate prints them as warnings and exits 0', () => {
  const dir = copySampleSite()
  const page = pagesOf(dir).find(({ page: p }) => !p.noindex)!
  editYaml(dir, page.file, (doc: Document) => doc.set('description', 'Too short.'))
  const result = spawnSync(process.execPath, [`${projectRoot}/scripts/validate.ts`, dir], { encoding: 'utf8' })
  expect(result.status).toBe(0)
  expect(result.stderr).toContain(`warning  ${messages.descriptionTooShort('Too short.'.length, searchLimits.descriptionMin)}`)
})

it("cards with no section heading right under the main heading skip a level: a warning at the first card's title, and none once the section has a heading", async () => {
  const dir = copySampleSite()
  const cards = findSection(dir, (section) => section.type === 'cards')!
  const hero = cards.page.sections.findIndex((section) => section.type === 'hero')
  // The page is its hero, then the cards without their heading: nothing of level 2 comes between.
  editYaml(dir, cards.file, (doc: Document) => {
    doc.set('sections', doc.createNode([cards.page.sections[hero], { ...cards.section, heading: undefined }]))
  })
  const skipped = async () => (await checkSite(dir)).warnings.filter((w) => w.message === messages.headingSkipped())
  expect((await skipped()).map((w) => [w.file.split('/').slice(-2).join('/'), w.path.join('.')])).toEqual([[cards.file, 'sections.1.items.0.title']])
  editYaml(dir, cards.file, (doc: Document) => doc.setIn(['sections', 1, 'heading'], 'Why us'))
  expect(await skipped()).toEqual([])
})
