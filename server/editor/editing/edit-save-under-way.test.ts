// Save in the side panel while it is on its way (its request held): what is typed meanwhile is kept as a change
// still to save, and what is undone meanwhile stays undone; the file has what was sent, and the next Save the rest.
// On the local editor, whose Save writes into the site's folder (the hosted one keeps each change as typed).
import { describe, expect, test } from 'vitest'
import { copySampleSite } from '../../../schema/site-copy.ts'
import { editorWords } from '../../../renderer/editor/editor-words.ts'
import { modeEditors } from '../test-support/test-editor-modes.ts'
import { openSection, sectionsOf } from '../test-support/side-panel.ts'
import { holdRequests, inBarMenu } from '../test-support/test-in-place.ts'

const seconds = 1000
const session = modeEditors()

describe('the side panel while Save is under way, local', () => {
  test(
    'what is typed while a Save is on its way is kept as a change still to save, not lost when the Save ends',
    async () => {
      const siteDir = copySampleSite()
      const { editor, page, panel, file, index, section } = await openSection(session, 'local', siteDir)
      const field = panel.getByLabel('Heading', { exact: true }).first()
      await field.fill(`${section.heading} Wombat`)
      // The Save's request held on its way until the next words are typed.
      const letSaveGo = await holdRequests(page, '**/save')
      await page.getByRole('button', { name: editorWords.save, exact: true }).click()
      await field.fill(`${section.heading} Koala`)
      letSaveGo()
      // Saved as it was when Save was pressed, and the bar says one change is still to save.
      await page
        .getByText(editorWords.saved([file], 1), { exact: true })
        .first()
        .waitFor({ timeout: 10 * seconds })
      const saved = await editor.texts()
      expect(sectionsOf(saved[file]!)[index]).toMatchObject({ heading: `${section.heading} Wombat` })
      expect(await field.inputValue()).toBe(`${section.heading} Koala`)
      await page.unroute('**/save')
      expect(sectionsOf((await editor.keep(page, saved))[file]!)[index]).toMatchObject({ heading: `${section.heading} Koala` })
      await page.close()
    },
    120 * seconds,
  )
  test(
    'a change undone while a Save is on its way stays undone, and the next Save takes it back from the file',
    async () => {
      const siteDir = copySampleSite()
      const { editor, page, panel, file, index, section } = await openSection(session, 'local', siteDir)
      const field = panel.getByLabel('Heading', { exact: true }).first()
      await field.fill(`${section.heading} Wombat`)
      const letSaveGo = await holdRequests(page, '**/save')
      await page.getByRole('button', { name: editorWords.save, exact: true }).click()
      await (await inBarMenu(page, page.getByRole('button', { name: editorWords.undo, exact: true }))).click()
      await expect.poll(() => field.inputValue()).toBe(section.heading)
      letSaveGo()
      await page
        .getByText(editorWords.saved([file], 1), { exact: true })
        .first()
        .waitFor({ timeout: 10 * seconds })
      const saved = await editor.texts()
      expect(sectionsOf(saved[file]!)[index]).toMatchObject({ heading: `${section.heading} Wombat` })
      expect(await field.inputValue()).toBe(section.heading)
      await page.unroute('**/save')
      expect(sectionsOf((await editor.keep(page, saved))[file]!)[index]).toMatchObject({ heading: section.heading })
      await page.close()
    },
    120 * seconds,
  )
})
