// The Page panel and Copy this page in a real browser, at a desktop's and a phone's width, each test on
// a copy of the sample site: the panel shows and edits a page's title, description and keywords; a changed address
// offers to point the links to the old one at the new one, and the site is valid once they follow;
// the copy dialog's fields show, its disabled button says why, it proposes the address from the name,
// and the copy opens with its description and keywords flagged (warnings) until they are rewritten. On the
// local and the hosted editor alike; locally, after Save the editor is at a page's new address.
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import type { Page as SitePage } from '../../../schema/generated/site-types.ts'
import { messages } from '../../../schema/messages.ts'
import { inStaffWords } from '../editor-context.ts'
import { homePath, notFoundPath, notSentPath, sentPath } from '../../../schema/needed-paths.ts'
import { pagesOf, copySampleSite } from '../../../schema/site-copy.ts'
import { addressOf } from '../../../renderer/editor/pages/page-address.ts'
import { pageWords as words } from '../../../renderer/editor/pages/page-words.ts'
import siteSchema from '../../../schema/site.schema.json' with { type: 'json' }
import { axeOn } from '../../../scripts/support/axe.ts'
import { modeEditors, modesAndWidths, type EditorMode } from '../test-support/test-editor-modes.ts'
import { inBarMenu, widths } from '../test-support/test-in-place.ts'
import { siteTexts } from '../test-support/test-one-value.ts'

const seconds = 1000
const session = modeEditors()
const needed = [homePath, notFoundPath, sentPath, notSentPath]
// The page's fields by the names the schema gives them.
const labelOf = (key: keyof typeof siteSchema.$defs.Page.properties) => siteSchema.$defs.Page.properties[key].title
const addressField = labelOf('path')

// Every link to `path` in the site's texts (link fields, with or without #section, and links in prose).
function linksTo(texts: Record<string, string>, path: string) {
  const pattern = new RegExp(`"to":"${path}[#"]|\\]\\(${path}[#)]`, 'g')
  return Object.entries(texts)
    .filter(([name]) => name === 'site.yaml' || name.startsWith('pages/'))
    .reduce((count, [, text]) => count + (JSON.stringify(parse(text)).match(pattern)?.length ?? 0), 0)
}

const read = (texts: Record<string, string>, file: string) => parse(texts[file]!) as SitePage

/** A page of the site that the menu or another page links to, with keywords, open in an editor of `mode` at `width`. */
async function openLinkedPage(mode: EditorMode, width: number) {
  const siteDir = copySampleSite()
  const { file, page: sitePage } = pagesOf(siteDir).find(
    ({ page: p }) => !needed.includes(p.path) && (p.keywords?.length ?? 0) >= 2 && linksTo(siteTexts(siteDir), p.path) > 0,
  )!
  const editor = await session.start(mode, siteDir)
  const page = await editor.open(sitePage.path, undefined, width)
  await page.setViewportSize({ width, height: 800 })
  await (await inBarMenu(page, page.getByRole('button', { name: words.openPanel }).first())).click()
  const panel = page.getByRole('complementary', { name: words.panel })
  await panel.waitFor({ timeout: 10 * seconds })
  // Chosen from More (on a phone), Page details closes the menu, which would hide the panel's top.
  expect(await page.locator('[data-editor-bar] [aria-expanded="true"]').count()).toBe(0)
  return { siteDir, editor, file, sitePage, page, panel, close: () => page.close() }
}

// What axe finds in one part of the editor (the page's own parts are the site's tests' business).
const axeFinds = async (page: Page, selector: string) =>
  (await axeOn(page).include(selector).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

const problemsText = (page: Page) => page.getByRole('region', { name: 'Problems' }).innerText()
const checked = (page: Page) => page.locator('[aria-label="Problems"][aria-busy="false"]').waitFor({ timeout: 10 * seconds })
describe.each(modesAndWidths)('%s, at %i px', (mode, width) => {
  test(
    "the Page panel shows the page's fields and what was typed there is kept",
    async () => {
      const { editor, file, sitePage, page, panel, close } = await openLinkedPage(mode, width)
      const before = await editor.texts()
      expect(await panel.getByLabel(labelOf('title'), { exact: true }).inputValue()).toBe(sitePage.title)
      expect(await panel.getByLabel(labelOf('description'), { exact: true }).inputValue()).toBe(sitePage.description)
      const keywords = panel.getByRole('group', { name: labelOf('keywords') }).getByRole('textbox')
      expect(await keywords.evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value))).toEqual(sitePage.keywords)
      expect(await panel.getByLabel(addressField, { exact: true }).inputValue()).toBe(sitePage.path)
      await panel.getByLabel(labelOf('title'), { exact: true }).fill(`${sitePage.title} Wombat`)
      await panel.getByLabel(labelOf('description'), { exact: true }).fill('A description of the wombat edition.')
      await keywords.first().fill('wombat keyword')
      await editor.keep(page, before)
      await expect.poll(async () => read(await editor.texts(), file).keywords?.[0], { timeout: 10 * seconds }).toBe('wombat keyword')
      expect(read(await editor.texts(), file)).toEqual({
        ...sitePage,
        title: `${sitePage.title} Wombat`,
        description: 'A description of the wombat edition.',
        keywords: ['wombat keyword', ...sitePage.keywords!.slice(1)],
      })
      await close()
    },
    120 * seconds,
  )

  test(
    'Copy this page asks for a name, proposes the address, says why it cannot go on, and opens the copy flagged until rewritten',
    async () => {
      const { siteDir, editor, sitePage, page, panel, close } = await openLinkedPage(mode, width)
      const before = await editor.texts()
      // The copy's words are the test's own; no page of the site has its address.
      expect(pagesOf(siteDir).map(({ page: p }) => p.path)).not.toContain('/wombat-grooming-accounting')
      await panel.getByRole('button', { name: words.copy }).click()
      const dialog = page.getByRole('dialog', { name: words.copyHeading(sitePage.title) })
      const name = dialog.getByLabel(words.name)
      const address = dialog.getByLabel(words.address)
      // The boxes show: a border and room to type, inside the window.
      for (const box of [name, address]) {
        const look = await box.evaluate((b) => ({
          border: getComputedStyle(b).borderTopWidth,
          right: b.getBoundingClientRect().right,
          width: b.getBoundingClientRect().width,
        }))
        expect(look.border).not.toBe('0px')
        expect(look.width).toBeGreaterThan(200)
        expect(look.right).toBeLessThanOrEqual(width)
      }
      const make = dialog.getByRole('button', { name: words.make })
      expect(await axeFinds(page, 'dialog')).toEqual([])
      const why = async () => {
        const id = await make.getAttribute('aria-describedby')
        return page.locator(`[id="${id}"]`).innerText()
      }
      expect(await make.isDisabled()).toBe(true)
      expect(await why()).toBe(words.needName)
      expect(await dialog.getByText(words.needName).isVisible()).toBe(true)
      await name.fill('Wombat Grooming Accounting')
      expect(await address.inputValue()).toBe(addressOf('Wombat Grooming Accounting'))
      await address.fill(sitePage.path)
      expect(await make.isDisabled()).toBe(true)
      expect(await why()).toBe(words.addressTaken(sitePage.path))
      await address.fill('/wombat-grooming-accounting')
      expect(await make.isDisabled()).toBe(false)
      expect(await make.getAttribute('aria-describedby')).toBeNull()
      await make.click()

      // The editor says what it made, and shows it.
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 10 * seconds }).toBe('/wombat-grooming-accounting')
      await panel
        .getByRole('status')
        .getByText(words.made('Wombat Grooming Accounting', '/wombat-grooming-accounting', sitePage.path))
        .waitFor({ timeout: 10 * seconds })
      await panel
        .getByRole('status')
        .getByText(words.stillCopied)
        .waitFor({ timeout: 10 * seconds })
      expect(await panel.getByLabel(labelOf('title'), { exact: true }).inputValue()).toBe('Wombat Grooming Accounting')
      expect(await axeFinds(page, `aside[aria-label="${words.panel}"]`)).toEqual([])
      await checked(page)
      const count = sitePage.keywords!.length
      await panel.getByText(inStaffWords(messages.sameDescription(sitePage.path))).waitFor({ timeout: 10 * seconds })
      await panel.getByText(inStaffWords(messages.sameKeywords(count, count, sitePage.path))).waitFor()
      expect(await problemsText(page)).toMatch(/warning/i)
      expect(await problemsText(page)).not.toMatch(/\berror\b/)

      // The warning in the list takes the cursor to its field.
      await panel.getByLabel(labelOf('title'), { exact: true }).focus()
      await page
        .getByRole('region', { name: 'Problems' })
        .getByRole('button')
        .filter({ hasText: inStaffWords(messages.sameDescription(sitePage.path)) })
        .click()
      await expect.poll(() => panel.getByLabel(labelOf('description'), { exact: true }).evaluate((box) => box === document.activeElement)).toBe(true)
      await panel.getByLabel(labelOf('description'), { exact: true }).fill('Grooming and taxes for otter keepers.')
      const keywords = panel.getByRole('group', { name: labelOf('keywords') }).getByRole('textbox')
      for (let i = 0; i < count; i++) await keywords.nth(i).fill(`wombat keyword ${i + 1}`)
      await checked(page)
      await expect.poll(() => panel.getByText(inStaffWords(messages.sameDescription(sitePage.path))).count()).toBe(0)
      expect(await panel.getByText(inStaffWords(messages.sameKeywords(count, count, sitePage.path))).count()).toBe(0)
      expect(await panel.getByRole('status').innerText()).toBe(words.made('Wombat Grooming Accounting', '/wombat-grooming-accounting', sitePage.path))
      expect(await problemsText(page)).not.toContain(sitePage.path + '`')
      await editor.keep(page, before)
      const copied = 'pages/wombat-grooming-accounting.yaml'
      await expect.poll(async () => read(await editor.texts(), copied)?.description, { timeout: 10 * seconds }).toBe('Grooming and taxes for otter keepers.')
      const after = await editor.texts()
      expect(read(after, copied)).toMatchObject({
        path: '/wombat-grooming-accounting',
        title: 'Wombat Grooming Accounting',
        description: 'Grooming and taxes for otter keepers.',
      })
      expect(linksTo(after, '/wombat-grooming-accounting')).toBe(linksTo(after, sitePage.path))
      await close()
    },
    180 * seconds,
  )
})

// Locally, where Save takes the editor to the page's new address.
describe.each(widths)('after Save, local, at %i px', (width) => {
  test(
    'a changed address offers to move the links to the old one, and after Save the editor is at the new one',
    async () => {
      const { editor, file, sitePage, page, panel, close } = await openLinkedPage('local', width)
      const count = linksTo(await editor.texts(), sitePage.path)
      const address = `${sitePage.path}-moved`
      await panel.getByLabel(addressField, { exact: true }).fill(address)
      await checked(page)
      // Until they follow, the validator reports each link to the old address.
      expect(await problemsText(page)).toContain(inStaffWords(messages.brokenLink(sitePage.path, '')).split(', which')[0])
      const note = panel.getByRole('note')
      expect(await note.innerText()).toContain(words.oldLinks(count, sitePage.path))
      await note.getByRole('button', { name: words.relink(address) }).click()
      await checked(page)
      expect(await problemsText(page)).not.toContain(sitePage.path + '`')
      await expect.poll(() => note.count()).toBe(0)
      await checked(page)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect.poll(async () => read(await editor.texts(), file).path, { timeout: 10 * seconds }).toBe(address)
      // Save writes each file whole, one after another: the files with the links may follow a moment later.
      await expect.poll(async () => linksTo(await editor.texts(), sitePage.path), { timeout: 10 * seconds }).toBe(0)
      expect(linksTo(await editor.texts(), address)).toBe(count)
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 10 * seconds }).toBe(address)
      // The page takes the saved data in place and shows it at its new address: the panel is opened again until it stays.
      const addressBox = panel.getByLabel(addressField, { exact: true })
      await expect
        .poll(
          async () => {
            if (!(await addressBox.isVisible()))
              await (await inBarMenu(page, page.getByRole('button', { name: words.openPanel }).first())).click({ timeout: 2 * seconds }).catch(() => {})
            return addressBox.inputValue({ timeout: 2 * seconds }).catch(() => '')
          },
          { timeout: 20 * seconds },
        )
        .toBe(address)
      await close()
    },
    120 * seconds,
  )
})
