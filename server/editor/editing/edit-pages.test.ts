// Pages, links, icons and facts in the editor's side panel, in a real browser on a copy of the sample site:
// copying a page writes its file and an entry beside each of the copied page's menu and footer
// entries; link fields offer every route; icon fields offer every icon the schema allows, drawn; a text
// that uses a fact shows the fact and where else it is used, and editing it there changes site.yaml. On
// the local editor (Save writes into the folder) and the hosted one (each change kept as typed) alike.
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import siteSchema from '../../../schema/site.schema.json' with { type: 'json' }
import type { Page as SitePage, Section, SiteConfig } from '../../../schema/generated/site-types.ts'
import { referencePattern, strings } from '../../../schema/references.ts'
import { pagesOf, copySampleSite } from '../../../schema/site-copy.ts'
import { pageWords } from '../../../renderer/editor/pages/page-words.ts'
import { editorWords as words } from '../../../renderer/editor/editor-words.ts'
import { factLabel } from '../../../renderer/editor/panels/schema-parts.ts'
import { editorModes, modeEditors, type EditorMode } from '../test-support/test-editor-modes.ts'
import { siteTexts } from '../test-support/test-one-value.ts'

const seconds = 1000
const session = modeEditors()

type Headed = Section & { heading: string }
const plainHeading = (s: Section) => 'heading' in s && typeof s.heading === 'string' && !s.heading.includes('{{') && !s.heading.includes('*')

async function open(mode: EditorMode, siteDir: string, test: (s: Section) => boolean, pageTest: (p: SitePage) => boolean = () => true) {
  const found = pagesOf(siteDir)
    .flatMap(({ file, page }) => page.sections.map((section, index) => ({ file, page, index, section })))
    .find((f) => pageTest(f.page) && plainHeading(f.section) && test(f.section))!
  const editor = await session.start(mode, siteDir)
  const heading = (found.section as Headed).heading
  const page = await editor.open(found.page.path, heading, 1280)
  await page.locator(`[data-editor-section="${found.index}"]`).getByText(heading, { exact: true }).first().click()
  const panel = page.getByRole('complementary', { name: 'Section' })
  await panel.getByRole('button', { name: 'Remove section' }).waitFor({ timeout: 10 * seconds })
  return { ...found, sitePage: found.page, editor, page, panel }
}

// The links of site.yaml that go to `path`, as label → count.
const linksTo = (config: SiteConfig, path: string) => JSON.stringify(config).split(`"to":"${path}"`).length - 1
const siteConfig = (texts: Record<string, string>) => parse(texts['site.yaml']!) as SiteConfig

describe.each(editorModes)('%s', (mode) => {
  test(
    'a copied page gets its file and an entry beside each menu and footer entry of the original',
    async () => {
      const siteDir = copySampleSite()
      const siteBefore = siteConfig(siteTexts(siteDir))
      // A page the menu or the footer links to.
      const { editor, page, panel, file, sitePage } = await open(
        mode,
        siteDir,
        () => true,
        (p) => p.path !== '/' && linksTo(siteBefore, p.path) > 0,
      )
      // From the Section panel to the Page panel, where the copy is made.
      await panel.getByRole('button', { name: pageWords.openPanel }).click()
      await page.getByRole('complementary', { name: pageWords.panel }).getByRole('button', { name: pageWords.copy }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel(pageWords.name).fill('Copied Page Check')
      expect(await dialog.getByLabel(pageWords.address).inputValue()).toBe('/copied-page-check')
      await dialog.getByRole('button', { name: pageWords.make }).click()
      // The copy is shown (at its new address): its main heading is its own to type into, even where the
      // menu has an entry worded alike, which keeps its words.
      const hero = sitePage.sections.find((s) => s.type === 'hero')!
      await page.waitForURL(/\/copied-page-check$/)
      // The copy is shown once its Page panel is (a heading clicked before would be the page before's), and
      // the dialog gone (closing, it gives the focus back to Copy this page).
      await dialog.waitFor({ state: 'detached', timeout: 10 * seconds })
      await page
        .getByRole('complementary', { name: pageWords.panel })
        .getByText(pageWords.heading('Copied Page Check'))
        .waitFor({ timeout: 10 * seconds })
      // The bar names the page shown by its title.
      const pageChoice = page.getByRole('region', { name: words.editor }).locator('[data-editor-page] select')
      expect([await pageChoice.inputValue(), await pageChoice.locator('option:checked').innerText()]).toEqual(['/copied-page-check', 'Copied Page Check'])
      // The bar's count, once no check is under way (it says "Checking…" meanwhile).
      const changes = page.locator('[data-editor-changes]')
      const count = async () => {
        await expect.poll(() => changes.innerText(), { timeout: 10 * seconds }).not.toBe(words.checking)
        return changes.innerText()
      }
      const changesBefore = await count()
      const textsBefore = await editor.texts()
      const h1 = page.getByRole('heading', { level: 1 })
      await h1.click()
      await page.keyboard.press('End')
      await page.keyboard.type(' Copied')
      await expect.poll(() => h1.innerText()).toBe(`${hero.heading} Copied`)
      // Left, the words are one change more of the history (the bar's count moves) before Save takes them.
      await page.keyboard.press('Tab')
      await expect.poll(count, { timeout: 20 * seconds }).not.toBe(changesBefore)
      await editor.keep(page, textsBefore)
      await expect.poll(async () => (await editor.texts())['pages/copied-page-check.yaml'] !== undefined, { timeout: 10 * seconds }).toBe(true)
      const copy = parse((await editor.texts())['pages/copied-page-check.yaml']!) as SitePage
      const original = parse((await editor.texts())[file]!) as SitePage
      expect(copy).toEqual({ ...original, path: '/copied-page-check', title: 'Copied Page Check', sections: copy.sections })
      expect(copy.sections).toEqual(original.sections.map((s) => (s.type === 'hero' ? { ...s, heading: `${hero.heading} Copied` } : s)))
      // Save writes each file whole, one after another: site.yaml may follow the new page a moment later.
      const linksNow = async () => linksTo(siteConfig(await editor.texts()), '/copied-page-check')
      await expect.poll(linksNow, { timeout: 10 * seconds }).toBe(linksTo(siteBefore, sitePage.path))
      const siteAfter = siteConfig(await editor.texts())
      expect(JSON.stringify(siteAfter).includes(`${hero.heading} Copied`)).toBe(false)
      await page.close()
    },
    120 * seconds,
  )

  test(
    'link fields offer every route, and icon fields every icon of the schema, drawn',
    async () => {
      const siteDir = copySampleSite()
      const hasIcons = (s: Section) => JSON.stringify(s).includes('"icon":')
      const { page, panel } = await open(mode, siteDir, hasIcons)
      const links = await panel.locator('datalist option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
      for (const { page: other } of pagesOf(siteDir)) expect(links).toContain(other.path)
      const picker = panel.getByRole('radiogroup', { name: 'icon' }).first()
      const allowed = (siteSchema.$defs.Icon as { enum: string[] }).enum
      expect(await picker.getByRole('radio').count()).toBe(allowed.length)
      // Drawn once the drawings have come from the server.
      await expect.poll(() => picker.locator('svg').count(), { timeout: 10 * seconds }).toBe(allowed.length)
      const chosen = picker.getByRole('radio', { checked: false }).first()
      const name = await chosen.getAttribute('aria-label')
      await chosen.click()
      expect(await picker.getByRole('radio', { name: name!, exact: true }).getAttribute('aria-checked')).toBe('true')
      await page.close()
    },
    120 * seconds,
  )

  test(
    'a text that uses a fact shows it, and editing it there changes site.yaml',
    async () => {
      const siteDir = copySampleSite()
      const usesFact = (s: Section) => [...JSON.stringify(s).matchAll(referencePattern)].length > 0
      const { editor, page, panel } = await open(mode, siteDir, usesFact)
      const note = panel.getByText(/^Uses the shared fact /).first()
      await note.waitFor({ timeout: 10 * seconds })
      // The note names the fact in words, as the schema does.
      const said = await note.innerText()
      const names = pagesOf(siteDir).flatMap(({ page }) => [...JSON.stringify(page).matchAll(referencePattern)].map((m) => m[1]!.trim()))
      const name = names.find((n) => said.startsWith(words.factIs(factLabel(n), '').split('“”')[0]!))!
      expect(name).toBeDefined()
      const box = panel.getByLabel(words.editFact(factLabel(name)), { exact: true }).first()
      const before = await box.inputValue()
      const textsBefore = await editor.texts()
      await box.fill(`${before} Wallaby`)
      await editor.keep(page, textsBefore)
      const valueNow = async () => name.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], siteConfig(await editor.texts()))
      await expect.poll(valueNow, { timeout: 10 * seconds }).toBe(`${before} Wallaby`)
      await page.close()
    },
    120 * seconds,
  )

  test(
    'a text that uses a fact says where else the fact is used, or that it is used nowhere else',
    async () => {
      const siteDir = copySampleSite()
      // Every text of the site that uses a fact, with its place in words: a page by its title, site.yaml by its part.
      const config = siteConfig(siteTexts(siteDir))
      const files = [
        ...pagesOf(siteDir).map(({ file, page }) => ({ file, data: page, title: page.title })),
        { file: 'site.yaml', data: config, title: undefined },
      ]
      const uses = files.flatMap(({ file, data, title }) =>
        strings(data).flatMap(([raw, path]) =>
          [...raw.matchAll(referencePattern)].map((m) => ({ data, path, name: m[1]!, place: title ?? factLabel(String(path[0])) })),
        ),
      )
      type Use = (typeof uses)[number]
      const elsewhere = (use: Use) => [...new Set(uses.filter((u) => u.name === use.name && u !== use).map((u) => u.place))].sort()
      // In a section the helper can open by its heading.
      const sectionOf = (use: Use) => (use.path[0] === 'sections' ? (use.data as SitePage).sections[use.path[1] as number] : undefined)
      const opened = (use: Use) => sectionOf(use) !== undefined && plainHeading(sectionOf(use)!)
      for (const use of [uses.find((u) => opened(u) && elsewhere(u).length > 1)!, uses.find((u) => opened(u) && elsewhere(u).length === 0)!]) {
        const same = JSON.stringify(sectionOf(use))
        const { page, panel } = await open(
          mode,
          siteDir,
          (s) => JSON.stringify(s) === same,
          (p) => p.path === (use.data as SitePage).path,
        )
        const value = use.name.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], config)
        const said = `${words.factIs(factLabel(use.name), String(value))} ${words.factElsewhere(elsewhere(use))}`
        await panel.getByText(said, { exact: true }).waitFor({ timeout: 10 * seconds })
        await page.close()
      }
    },
    120 * seconds,
  )
})
