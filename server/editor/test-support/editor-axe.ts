// axe in the editor's own states, for its layout tests: the page as it is, the dialogs (Review changes,
// Messages) open, and Save's warning about an edit with a problem.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { editorWords } from '../../../renderer/editor/editor-words.ts'
import { messagesWords } from '../../../renderer/editor/messages/messages-words.ts'
import { reviewWords } from '../../../renderer/editor/review/review-words.ts'
import { axeOn } from '../../../scripts/support/axe.ts'
import { inBarMenu } from './test-in-place.ts'

const seconds = 1000

/** What axe finds on the page, or `within` the element the selector names. */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const { violations } = await (within ? axeOn(page).include(within) : axeOn(page)).analyze()
  return violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  )
}

export /** axe finds nothing with Review changes open, nor with Messages open. */
async function dialogsPassAxe(page: Page) {
  for (const name of [reviewWords.review, messagesWords.messages]) {
    const button = await (await inBarMenu(page, page.getByRole('button', { name, exact: true }))).elementHandle()
    await button!.click()
    const dialog = page.getByRole('dialog', { name })
    await dialog.waitFor()
    // The dialog has the focus, not the button it covers; closed, it gives it back to that button, or to the
    // menu's button where that button is in a menu, closed behind the dialog.
    expect(await dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true)
    await page
      .locator('[aria-busy="true"]')
      .waitFor({ state: 'detached', timeout: 30 * seconds })
      .catch(() => {})
    expect(await axeViolations(page), name).toEqual([])
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(
      await button!.evaluate((b) => document.activeElement === (b.closest('[data-editor-bar-menu]')?.querySelector('[data-editor-bar-button]') ?? b)),
    ).toBe(true)
  }
}

/** axe finds nothing while Save warns about an edit with a problem (a fact that does not exist). */
export async function saveWarningPassesAxe(page: Page, heading: string) {
  await page.getByRole('complementary', { name: editorWords.section }).getByLabel('Heading', { exact: true }).first().fill(`${heading} {{firm.noSuchFact}}`)
  await page
    .getByRole('region', { name: editorWords.problems })
    .locator('li')
    .first()
    .waitFor({ timeout: 30 * seconds })
  await page.getByRole('button', { name: editorWords.save, exact: true }).click()
  await page.getByRole('alertdialog').waitFor({ timeout: 10 * seconds })
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: editorWords.keepEditing }).click()
}
