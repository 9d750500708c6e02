// A photo field of the side panel in Chromium, on a copy of the site: it says what to do in the editor's
// plain words (photo-words.ts), never the schema's description of a path for the files' editors.
import { expect, test } from 'vitest'
import type { TeamSection } from '../../../schema/generated/site-types.ts'
import { findSection, copySampleSite } from '../../../schema/site-copy.ts'
import { fieldLabel, resolved, sectionSchema } from '../../../renderer/editor/panels/schema-parts.ts'
import { photoWords } from '../../../renderer/editor/photos/photo-words.ts'
import { openEditorPage } from '../test-support/test-editor-server.ts'
import { editorTests } from '../test-support/test-editor-tests.ts'

const seconds = 1000
const session = editorTests()
const memberSchema = resolved(resolved(resolved(sectionSchema('team')!).properties!.members!).items!)

test(
  "a photo field says what to do in plain words, not the schema's description of a path",
  async () => {
    const siteDir = copySampleSite()
    const found = findSection(siteDir, (s): s is TeamSection => s.type === 'team')!
    const member = found.section.members[0]!
    const editor = await session.start(siteDir)
    const page = await openEditorPage(session.browser(), `${editor.origin}${found.page.path}`, member.name)
    await page.locator(`[data-editor-section="${found.index}"]`).getByText(member.name, { exact: true }).first().click()
    const field = page
      .getByRole('complementary', { name: 'Section' })
      .getByRole('group', { name: fieldLabel(memberSchema.properties!.image!) })
      .first()
    await field.getByText(photoWords.dropHere).waitFor({ timeout: 10 * seconds })
    const description = resolved(memberSchema.properties!.image!).description!
    expect(description).toBeTruthy()
    expect(await field.innerText()).not.toContain(description)
    await page.close()
  },
  120 * seconds,
)
