// Heading levels that skip, which screen readers' users navigate by: a page's main heading is its
// hero's (<h1>), each section's heading is a level 2, and what a section shows under it a level 3
// (renderer/ui/SectionShell.tsx and the section components). A section whose own heading is left out
// shows its level-3 headings straight under the level 1 when no level 2 came before them on the page.
import { sectionDefinitions } from '../renderer/sections/definitions.ts'
import type { Page, Section } from './generated/site-types.ts'
import { messages } from './messages.ts'
import type { Problem } from './problem.ts'
import { problemAt, type DataPath, type SourceFile } from './source-file.ts'

const subheadingsOf = new Map(
  sectionDefinitions.map((definition) => [definition.type, definition.subheadings as ((section: Section) => DataPath[]) | undefined]),
)

/** The path of the first level-3 heading of each section that would follow a level 1 directly. */
export function skippedHeadings(page: Page): DataPath[] {
  const skipped: DataPath[] = []
  let last = 0
  page.sections.forEach((section, index) => {
    if (section.type === 'hero') last = 1
    else if ('heading' in section && section.heading) last = 2
    const [first] = subheadingsOf.get(section.type)?.(section) ?? []
    if (first && last === 1) skipped.push(['sections', index, ...first])
    if (first) last = Math.max(last, 3)
  })
  return skipped
}

export const headingOrderWarnings = (pages: { source: SourceFile; page: Page }[]): Problem[] =>
  pages.flatMap(({ source, page }) =>
    skippedHeadings(page).map((path) => ({ ...problemAt(source, path, messages.headingSkipped()), severity: 'warning' as const })),
  )
