// For the editor's browser tests: typing on the page itself and saving. A text is clicked, all of it
// chosen and typed over, and left (Tab), as a person would; Save waits until the file on disk has
// changed (the page takes the saved data in place, without a reload).
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { editorWords } from '../../../renderer/editor/editor-words.ts'
import { strings } from '../../../schema/references.ts'
import { readYaml } from '../../../schema/site-copy.ts'
import { siteTexts } from './test-one-value.ts'
import { apiPrefix, editorRoutes } from '../contract.ts'

const seconds = 1000
export const widths = [1280, 375] as const

// On a narrow screen the side panel covers the page until it becomes a sheet (issue 23, point 5): there
// the click is given to the element itself, as a tap that reached it would be.
export async function press(page: Page, target: Locator) {
  if ((page.viewportSize()?.width ?? 0) >= 1000) return target.click()
  await target.scrollIntoViewIfNeeded()
  await target.dispatchEvent('click')
}

/** The side panel in view: on a narrow screen it is a sheet along the bottom that stays folded until asked for. */
export async function showPanel(page: Page) {
  const sheet = page.locator('[data-editor-sheet-toggle][aria-expanded="false"]')
  if (await sheet.isVisible()) await sheet.click()
}

export async function typeOver(page: Page, text: Locator, words: string, leave = true) {
  await press(page, text)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(words)
  if (leave) await page.keyboard.press('Tab')
}

/** Save, and the site's texts once the editor has answered that they are written (it writes one file after another). */
export async function saveAndRead(page: Page, siteDir: string, before: Record<string, string>): Promise<Record<string, string>> {
  await page.locator('[aria-label="Problems"][aria-busy="false"]').waitFor({ timeout: 10 * seconds })
  const written = page.waitForResponse((r) => new URL(r.url()).pathname === apiPrefix + editorRoutes.save && r.ok(), { timeout: 10 * seconds })
  await page.getByRole('button', { name: editorWords.save, exact: true }).click()
  await written
  await expect.poll(() => JSON.stringify(siteTexts(siteDir)) !== JSON.stringify(before), { timeout: 10 * seconds }).toBe(true)
  return siteTexts(siteDir)
}

/** A control in one of the bar's menus ("More", or the person's named `menu`): that menu is opened first when the control is not in view. */
export async function inBarMenu(page: Page, control: Locator, menu: string = editorWords.more): Promise<Locator> {
  // The menu's button by its list's name: the button's own may say more ("More: 1 waiting").
  if (!(await control.isVisible()))
    await page.locator(`[data-editor-bar-menu]:has(> [role="group"][aria-label=${JSON.stringify(menu)}]) > [data-editor-bar-button]`).click()
  return control
}

/** The header's menu as the width shows it: the bar, or the menu behind its button on a narrow screen. */
export async function visibleMenu(page: Page): Promise<Locator> {
  const toggle = page.locator('header button[aria-controls="mobile-menu"]')
  if (await toggle.isVisible()) await press(page, toggle)
  return page.locator('header nav:visible')
}

/** A fact the header's menu shows as a text of its own ({{prices.formation}} as an entry's badge). */
export function menuFact(siteDir: string) {
  const config = readYaml(siteDir, 'site.yaml') as { header: { menu: unknown } }
  const [, name] =
    strings(config.header.menu)
      .map(([raw]) => /^\{\{\s*([^{}]+?)\s*\}\}$/.exec(raw) ?? [])
      .find((m) => m[1]) ?? []
  if (!name) throw new Error('No menu entry of the site shows a fact')
  const path = name.split('.')
  return { name, path, value: String(path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], config)) }
}

/** Holds the page's requests to `url` (a glob) on their way until the function answered is called; they then go on. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}
