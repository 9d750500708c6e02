// Rules of one page that the renderer relies on: each section's id is the anchor links scroll to and
// React's key for the section, so two sections may not share one; the hero holds the page's only <h1>,
// so every page has exactly one. The rules of one section of a type are in the type's folder
// (renderer/sections/<type>/checks.ts).
import type { Page } from './generated/site-types.ts'
import { messages } from './messages.ts'
import type { Problem } from './problem.ts'
import { problemAt, type SourceFile } from './source-file.ts'

export function checkPage(file: SourceFile, page: Page): Problem[] {
  const problems: Problem[] = []
  const firstWithId = new Map<string, number>()
  let hero: number | undefined

  page.sections.forEach((section, s) => {
    if (section.id !== undefined) {
      const first = firstWithId.get(section.id)
      if (first === undefined) firstWithId.set(section.id, s)
      else problems.push(problemAt(file, ['sections', s, 'id'], messages.duplicateSectionId(section.id, first + 1)))
    }
    if (section.type === 'hero') {
      if (hero === undefined) hero = s
      else problems.push(problemAt(file, ['sections', s, 'type'], messages.secondHero(hero + 1)))
    }
  })
  if (hero === undefined) problems.push(problemAt(file, ['sections'], messages.noHero()))
  return problems
}
