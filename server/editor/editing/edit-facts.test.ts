// Facts live everywhere, in a real browser on a copy of the site, at 1280 and 375 px: a fact (a value
// of site.yaml that texts refer to as {{name}}) typed over where the header's menu shows it changes in
// every place of the page before Save, is never shown as reference markup, and saves as that one
// value; "Change only here" changes the one text instead, keeping the fact where its value still is;
// a fact changed in the side panel shows in the header and the page at once, and again after a reload
// that brings the drafts back; a plain value typed over a field that used the fact asks to change the
// fact everywhere instead. On the local and the hosted editor alike (the drafts brought back after a reload:
// locally, where the banner says how many).
import { describe, expect, test } from 'vitest'
import { editorWords } from '../../../renderer/editor/editor-words.ts'
import { factWords } from '../../../renderer/editor/facts/fact-words.ts'
import { reviewWords } from '../../../renderer/editor/review/review-words.ts'
import { factLabel } from '../../../renderer/editor/panels/schema-parts.ts'
import { strings } from '../../../schema/references.ts'
import { pagesOf, copySampleSite } from '../../../schema/site-copy.ts'
import { menuFact, press, showPanel, typeOver, visibleMenu, widths } from '../test-support/test-in-place.ts'
import { expectOneValueChanged } from '../test-support/test-one-value.ts'
import { modesAndWidths, modeEditors, type EditorMode } from '../test-support/test-editor-modes.ts'

const seconds = 1000
const session = modeEditors()

// A text of a section with words around the fact and no other markup ("Only {{prices.formation}}/month").
function textWithFact(siteDir: string, name: string) {
  const pattern = new RegExp(`^([^{}*_[\\]\`<>]+)?\\{\\{\\s*${name.replace(/\./g, '\\.')}\\s*\\}\\}([^{}*_[\\]\`<>]+)?$`)
  for (const { file, page } of pagesOf(siteDir)) {
    const found = strings(page.sections, ['sections']).find(([raw]) => {
      const m = pattern.exec(raw)
      return m && (m[1] ?? m[2])
    })
    if (found) return { file, page, raw: found[0], path: found[1], section: found[1][1] as number }
  }
  throw new Error(`No section text uses {{${name}}} with words around it`)
}

/** A copy of the site open in an editor of `mode` at `width`, on a page with a text that uses the menu's fact. */
async function openOnFact(mode: EditorMode, width: number) {
  const siteDir = copySampleSite()
  const fact = menuFact(siteDir)
  const used = textWithFact(siteDir, fact.name)
  const shown = used.raw.replace(/\{\{[^}]*\}\}/, fact.value)
  const editor = await session.start(mode, siteDir)
  const page = await editor.open(used.page.path, shown, width)
  return { editor, fact, used, shown, page }
}

describe.each(modesAndWidths)('facts live everywhere, %s, at %i px', (mode, width) => {
  test(
    'a fact typed over in the menu shows at once in every place, never as markup, and saves as that one value',
    async () => {
      const { editor, fact, used, shown, page } = await openOnFact(mode, width)
      const before = await editor.texts()
      const typed = `${fact.value}7`
      const badge = (await visibleMenu(page)).getByText(fact.value, { exact: true }).first()
      await typeOver(page, badge, typed, false)
      // Still typing: the section's text already shows the new value, the note says what typing does.
      await page
        .locator(`[data-editor-section="${used.section}"]`)
        .getByText(shown.replace(fact.value, typed), { exact: true })
        .first()
        .waitFor({ timeout: 5 * seconds })
      await page
        .getByRole('region', { name: factWords.note })
        .getByText(factWords.everywhere)
        .waitFor({ timeout: 5 * seconds })
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(typed)
      await page.keyboard.press('Tab')
      // Nowhere as markup: not in the page, the menu, nor the panel's list of sections, which names each by
      // its heading (on the sample site, the first heading of that page uses a fact of its own).
      expect(await page.locator('body').textContent()).not.toContain('{{')
      expectOneValueChanged(before, await editor.keep(page, before), 'site.yaml', fact.path, typed)
      await page.close()
    },
    120 * seconds,
  )

  test(
    '"Change only here" changes that one text, which keeps the fact where its value still is',
    async () => {
      const { editor, fact, used, shown, page } = await openOnFact(mode, width)
      const before = await editor.texts()
      const text = page.locator(`[data-editor-section="${used.section}"]`).getByText(shown, { exact: true }).first()
      await press(page, text)
      // Shown as the value, never as {{…}}.
      expect(await text.textContent()).toBe(shown)
      await page.getByRole('region', { name: factWords.note }).getByRole('button', { name: factWords.onlyHere }).click()
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type(`Koala ${shown}`)
      await page.keyboard.press('Tab')
      expectOneValueChanged(before, await editor.keep(page, before), used.file, used.path, `Koala ${shown}`.replace(fact.value, `{{${fact.name}}}`))
      await page.close()
    },
    120 * seconds,
  )

  test(
    'a plain value typed over a field that used the fact asks to change the fact everywhere instead',
    async () => {
      const { editor, fact, used, shown, page } = await openOnFact(mode, width)
      const before = await editor.texts()
      await press(page, page.locator(`[data-editor-section="${used.section}"]`).getByText(shown, { exact: true }).first())
      await showPanel(page)
      const panel = page.getByRole('complementary', { name: 'Section' })
      // The field that holds the text as written, {{…}} and all.
      const field = panel.locator('input[type="text"], textarea').filter({ visible: true })
      const at = await field.evaluateAll((all, raw) => all.findIndex((f) => (f as HTMLInputElement).value === raw), used.raw)
      expect(at).toBeGreaterThanOrEqual(0)
      const typed = `${fact.value}9`
      await field.nth(at).fill(shown.replace(fact.value, typed))
      await panel
        .getByRole('alert')
        .filter({ hasText: factWords.typedOver(factLabel(fact.name), fact.value, typed) })
        .getByRole('button', { name: factWords.changeEverywhere })
        .click()
      await page
        .locator('header')
        .getByText(typed, { exact: true })
        .first()
        .waitFor({ state: 'attached', timeout: 5 * seconds })
      expectOneValueChanged(before, await editor.keep(page, before), 'site.yaml', fact.path, typed)
      await page.close()
    },
    120 * seconds,
  )
})

// Locally, where the drafts brought back are said in a banner (hosted, every change is kept as typed).
describe.each(widths)('facts in the side panel, at %i px', (width) => {
  test(
    'a fact changed in the side panel shows in the header and the page at once, and after a reload with the drafts brought back',
    async () => {
      const { fact, used, shown, page } = await openOnFact('local', width)
      await press(page, page.locator(`[data-editor-section="${used.section}"]`).getByText(shown, { exact: true }).first())
      await page.keyboard.press('Escape')
      await showPanel(page)
      const typed = `${fact.value}3`
      const stored = page.waitForResponse((r) => r.url().endsWith('/drafts') && r.request().method() === 'PUT')
      await page
        .getByRole('complementary', { name: 'Section' })
        .getByLabel(editorWords.editFact(factLabel(fact.name)))
        .first()
        .fill(typed)
      const showsEverywhere = async () => {
        await expect.poll(() => page.locator('header').textContent(), { timeout: 5 * seconds }).toContain(typed)
        await expect
          .poll(() => page.locator(`[data-editor-section="${used.section}"]`).textContent(), { timeout: 5 * seconds })
          .toContain(shown.replace(fact.value, typed))
      }
      await showsEverywhere()
      await stored
      await page.reload()
      await page.getByText(reviewWords.restored(1)).waitFor({ timeout: 30 * seconds })
      await showsEverywhere()
      await page.close()
    },
    120 * seconds,
  )
})
