// For the side panel's browser tests: the editor (of either mode) open at 1280 px on the page of a section with
// a plain heading, past the hero, that the test may narrow down; the section clicked and the panel showing it.
// The page is marked, so a test can tell it changed in place rather than reloaded.
import { parse } from 'yaml'
import type { Page as SitePage, Section } from '../../../schema/generated/site-types.ts'
import { findSection } from '../../../schema/site-copy.ts'
import { sectionName } from '../../../renderer/editor/panels/schema-parts.ts'
import type { EditorMode, modeEditors } from './test-editor-modes.ts'

export type Headed = Section & { heading: string }

const isPlainHeaded = (s: Section): s is Headed =>
  s.type !== 'hero' && 'heading' in s && typeof s.heading === 'string' && !s.heading.includes('{{') && !s.heading.includes('*')

export const sectionsOf = (text: string) => (parse(text) as SitePage).sections

export async function openSection(session: ReturnType<typeof modeEditors>, mode: EditorMode, siteDir: string, also: (s: Section) => boolean = () => true) {
  const found = findSection(siteDir, (s) => isPlainHeaded(s) && also(s))!
  const { page: sitePage, index } = found
  const section = found.section as Headed
  const editor = await session.start(mode, siteDir)
  const page = await editor.open(sitePage.path, section.heading, 1280)
  // A reload would lose this mark: the page must change in place.
  await page.evaluate(() => {
    ;(window as unknown as { stayed: boolean }).stayed = true
  })
  await page.locator(`[data-editor-section="${index}"]`).getByText(section.heading, { exact: true }).first().click()
  const panel = page.getByRole('complementary', { name: 'Section' })
  await panel.getByText(`${sectionName(section.type)} — section ${index + 1} of ${sitePage.sections.length}`).waitFor({ timeout: 10_000 })
  return { ...found, sitePage, section, editor, page, panel }
}
