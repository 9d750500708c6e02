// Save in the side panel while it is on its way (its request held): what is typed meanwhile is kept as a change
// still to save, and what is undone meanwhile stays undone; the file has what was sent, and the next Save the rest.
// On the local editor, whose Save writes into the site's folder (the hosted one keeps each change as typed).
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { copySampleSite } from '../../../schema/site-copy.ts'
import { editorWords } from '../../../renderer/editor/editor-words.ts'
import { modeEditors } from '../test-support/test-editor-modes.ts'
import { openSection, sectionsOf } from '../test-support/side-panel.ts'
import { holdRequests, inBarMenu } from '../test-support/test-in-place.ts'

const seconds = 1000
const session = modeEditors()

type Field = ReturnType<Page['getByLabel']>

/**
 * Types Wombat after a section's heading, presses Save and, while its request is held, does `meanwhile`; then the
 * bar says one change is still to save, the file has Wombat (what was sent), the field shows `after`, and the next
 * Save writes that.
 */
async function saveWhile(meanwhile: (field: Field, page: Page, heading: string) => Promise<void>, after: (heading: string) => string) {
  const { editor, page, panel, file, index, section } = await openSection(session, 'local', copySampleSite())
  const field = panel.getByLabel('Heading', { exact: true }).first()
  await field.fill(`${section.heading} Wombat`)
  const letSaveGo = await holdRequests(page, '**/save')
  await page.getByRole('button', { name: editorWords.save, exact: true }).click()
  await meanwhile(field, page, section.heading)
  letSaveGo()
  await page
    .getByText(editorWords.saved([file], 1), { exact: true })
    .first()
    .waitFor({ timeout: 10 * seconds })
  const saved = await editor.texts()
  expect(sectionsOf(saved[file]!)[index]).toMatchObject({ heading: `${section.heading} Wombat` })
  expect(await field.inputValue()).toBe(after(section.heading))
  await page.unroute('**/save')
  expect(sectionsOf((await editor.keep(page, saved))[file]!)[index]).toMatchObject({ heading: after(section.heading) })
  await page.close()
}

describe('the side panel while Save is under way, local', () => {
  test(
    'what is typed while a Save is on its way is kept as a change still to save, not lost when the Save ends',
    () =>
      saveWhile(
        (field, _, heading) => field.fill(`${heading} Koala`),
        (heading) => `${heading} Koala`,
      ),
    120 * seconds,
  )
  test(
    'a change undone while a Save is on its way stays undone, and the next Save takes it back from the file',
    () =>
      saveWhile(
        async (field, page, heading) => {
          await (await inBarMenu(page, page.getByRole('button', { name: editorWords.undo, exact: true }))).click()
          await expect.poll(() => field.inputValue()).toBe(heading)
        },
        (heading) => heading,
      ),
    120 * seconds,
  )
})
