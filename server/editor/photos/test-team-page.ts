// For the photo tests in Chromium: the team page of a copy of the site, open in an editor of either mode,
// with its team section, its first member and that member's picture, and the member's photo field in the schema.
import type { TeamSection } from '../../../schema/generated/site-types.ts'
import { copySampleSite, findSection } from '../../../schema/site-copy.ts'
import { resolved, sectionSchema } from '../../../renderer/editor/panels/schema-parts.ts'
import type { EditorMode, modeEditors } from '../test-support/test-editor-modes.ts'

/** A team member's photo field, as the schema gives it (its name in words, its description). */
export const memberPhoto = resolved(resolved(resolved(sectionSchema('team')!).properties!.members!).items!).properties!.image!

/** The team page open at `width` in an editor of `mode`, once it shows the first member's name. */
export async function openTeam(session: ReturnType<typeof modeEditors>, mode: EditorMode, width: number) {
  const siteDir = copySampleSite()
  const found = findSection(siteDir, (s): s is TeamSection => s.type === 'team')!
  const member = found.section.members[0]!
  const editor = await session.start(mode, siteDir)
  const page = await editor.open(found.page.path, member.name, width)
  const section = page.locator(`[data-editor-section="${found.index}"]`)
  const picture = section.getByRole('img', { name: member.alt, exact: true }).first()
  return { siteDir, ...found, member, editor, page, section, picture }
}
