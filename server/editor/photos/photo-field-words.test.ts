// A photo field of the side panel in Chromium, on a copy of the site, on the local and the hosted editor
// alike, at 1280 and 375 px: it says what to do in the editor's plain words (photo-words.ts), never the
// schema's description of a path for the files' editors.
import { describe, expect, test } from 'vitest'
import { fieldLabel, resolved } from '../../../renderer/editor/panels/schema-parts.ts'
import { photoWords } from '../../../renderer/editor/photos/photo-words.ts'
import { showPanel } from '../test-support/test-in-place.ts'
import { modeEditors, modesAndWidths } from '../test-support/test-editor-modes.ts'
import { memberPhoto, openTeam } from './test-team-page.ts'

const seconds = 1000
const session = modeEditors()

describe.each(modesAndWidths)('a photo field, %s, at %i px', (mode, width) => {
  test(
    "a photo field says what to do in plain words, not the schema's description of a path",
    async () => {
      const { page, section, member } = await openTeam(session, mode, width)
      await section.getByText(member.name, { exact: true }).first().click()
      // On a phone the panel is a sheet that stays folded after a tap on the page, until asked for.
      await showPanel(page)
      const field = page
        .getByRole('complementary', { name: 'Section' })
        .getByRole('group', { name: fieldLabel(memberPhoto) })
        .first()
      await field.getByText(photoWords.dropHere).waitFor({ timeout: 10 * seconds })
      const description = resolved(memberPhoto).description!
      expect(description).toBeTruthy()
      expect(await field.innerText()).not.toContain(description)
      await page.close()
    },
    120 * seconds,
  )
})
