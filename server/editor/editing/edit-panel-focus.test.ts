// Where the keyboard's focus and the page go as the side panel is used, in a real browser on a copy of the
// sample site: after a list's Up, Down, Remove or Add, and the section's Move and Remove, the focus is on
// something of the same place (the moved item's button, the next item, the new item's first field), never
// lost to the page's body; each item's Remove says which item; a section opened from the panel's list of
// sections is brought into sight on the page, beside the panel at 1280 px and above the sheet at 375 px.
// On the local and the hosted editor alike.
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import type { Section } from '../../../schema/generated/site-types.ts'
import { copySampleSite, pagesOf } from '../../../schema/site-copy.ts'
import { editorWords as words } from '../../../renderer/editor/editor-words.ts'
import siteSchema from '../../../schema/site.schema.json' with { type: 'json' }
import { editorModes, modeEditors, type EditorMode } from '../test-support/test-editor-modes.ts'

const seconds = 1000
const session = modeEditors()

type Cards = Extract<Section, { type: 'cards' }>
const isCards = (s: Section): s is Cards => s.type === 'cards' && s.items.length >= 3
const plainHeading = (s: Section) => ('heading' in s && typeof s.heading === 'string' && !/[{*]/.test(s.heading) ? s.heading : undefined)

/** The editor at `width` on a page of at least three sections, one of them cards, with section `open(sections)` open in the panel. */
async function openOn(mode: EditorMode, width: number, open: (sections: Section[]) => number) {
  const siteDir = copySampleSite()
  const { page: sitePage } = pagesOf(siteDir).find(({ page }) => page.sections.length >= 3 && page.sections.some(isCards))!
  const editor = await session.start(mode, siteDir)
  const page = await editor.open(sitePage.path, sitePage.sections.map(plainHeading).find(Boolean)!, width)
  await page.setViewportSize({ width, height: 800 })
  const index = open(sitePage.sections)
  // A click in the section's own box, off its texts, picks it without typing in one.
  await page
    .locator(`[data-editor-section="${index}"] > *`)
    .first()
    .click({ position: { x: 4, y: 4 } })
  if (width < 1024) await page.getByRole('button', { name: new RegExp(words.showPanel('')) }).click()
  const panel = page.getByRole('complementary', { name: words.section })
  await panel.getByRole('heading', { name: new RegExp(`section ${index + 1} of`) }).waitFor({ timeout: 10 * seconds })
  return { page, panel, sections: sitePage.sections, index }
}

/** What has the focus: its words (or its name) and the list item it is in. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    return { text: element?.getAttribute('aria-label') ?? element?.textContent ?? '', item: element?.closest('li')?.getAttribute('aria-label') ?? undefined }
  })

describe.each(editorModes)('the focus after a button of the side panel, %s', (mode) => {
  test(
    "a list's Up, Down, Remove and Add leave it on the same item's button, the next item or the new item",
    async () => {
      const { page, panel, sections, index } = await openOn(mode, 1280, (sections) => sections.findIndex(isCards))
      const cards = sections[index] as Cards
      const item = (position: number) => words.item(siteSchema.$defs.Card.title, position)
      const last = cards.items.length
      const inItem = (position: number) => panel.getByRole('listitem', { name: item(position), exact: true })
      expect(await panel.getByRole('button', { name: words.removeNamed(item(2)), exact: true }).count()).toBe(1)

      await inItem(1).getByRole('button', { name: words.itemDown, exact: true }).click()
      await expect.poll(() => focused(page)).toEqual({ text: words.itemDown, item: item(2) })
      // Down to the end: Down is disabled there, and the focus is on Up.
      await inItem(last - 1)
        .getByRole('button', { name: words.itemDown, exact: true })
        .click()
      await expect.poll(() => focused(page)).toEqual({ text: words.itemUp, item: item(last) })
      await inItem(2).getByRole('button', { name: words.itemUp, exact: true }).click()
      // At the top, Up is disabled: the focus is on Down.
      await expect.poll(() => focused(page)).toEqual({ text: words.itemDown, item: item(1) })

      await inItem(1)
        .getByRole('button', { name: words.removeNamed(item(1)) })
        .click()
      await expect.poll(() => focused(page)).toEqual({ text: words.removeNamed(item(1)), item: item(1) })
      await inItem(last - 1)
        .getByRole('button', { name: words.removeNamed(item(last - 1)) })
        .click()
      const add = words.addItem(siteSchema.$defs.Card.title, siteSchema.$defs.CardsSection.properties.items.title)
      await expect.poll(() => focused(page)).toEqual({ text: add, item: undefined })
      await panel.getByRole('button', { name: add }).click()
      await expect.poll(async () => (await focused(page)).item).toBe(item(last - 1))
      await page.close()
    },
    120 * seconds,
  )

  test(
    "the section's Move and Remove leave it on the same button, the other one at an end, or the next section",
    async () => {
      const { page, panel, sections, index } = await openOn(mode, 1280, (sections) => sections.length - 2)
      await panel.getByRole('button', { name: words.moveDown }).click()
      await expect.poll(() => focused(page)).toEqual({ text: words.moveUp, item: undefined })
      await panel.getByRole('button', { name: words.moveUp }).click()
      await expect.poll(() => focused(page)).toEqual({ text: words.moveUp, item: undefined })
      await panel.getByRole('button', { name: words.removeSection }).click()
      // The section after it, now at its place, in the list of the page's sections.
      const list = panel.getByRole('navigation', { name: words.pageSections })
      const next = await list.getByRole('listitem').nth(index).getAttribute('aria-label')
      expect(next).toContain(String(index + 1))
      expect(sections.length).toBeGreaterThan(index + 1)
      await expect.poll(async () => (await focused(page)).item).toBe(next)
      await page.close()
    },
    120 * seconds,
  )
})

describe.each(editorModes)('a section opened from the panel, %s', (mode) => {
  for (const width of [1280, 375]) {
    test(
      `at ${width} px, a section opened from the panel's list is brought into sight`,
      async () => {
        const { page, panel, sections } = await openOn(mode, width, () => 0)
        const last = sections.length - 1
        await page.evaluate(() => window.scrollTo(0, 0))
        const section = page.locator(`[data-editor-section="${last}"] > *`).first()
        expect((await section.boundingBox())!.y).toBeGreaterThan(800)
        await panel.getByRole('navigation', { name: words.pageSections }).getByRole('listitem').nth(last).getByRole('button').nth(1).click()
        await panel.getByRole('heading', { name: new RegExp(`section ${last + 1} of`) }).waitFor({ timeout: 10 * seconds })
        // Its top below the bar, and in the half of the window the sheet leaves on a phone.
        await expect.poll(async () => (await section.boundingBox())!.y).toBeLessThan(400)
        expect((await section.boundingBox())!.y).toBeGreaterThanOrEqual(50)
        await page.close()
      },
      120 * seconds,
    )
  }
})
