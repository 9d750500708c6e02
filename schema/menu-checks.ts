// The header menu: an entry is either a link (`to`) or a group of entries (`children`). The menu draws
// a group as a disclosure that never follows `to`, and a link from `to` alone: an entry with neither
// would be a link to nowhere, one with both a link nobody can reach.
import type { NavItem, SiteConfig } from './generated/site-types.ts'
import { messages } from './messages.ts'
import type { Problem } from './problem.ts'
import { problemAt, type DataPath, type SourceFile } from './source-file.ts'

export function checkMenu(config: SourceFile): Problem[] {
  const problems: Problem[] = []
  const visit = (items: NavItem[], at: DataPath) =>
    items.forEach((item, i) => {
      const path = [...at, i]
      if (item.to === undefined && !item.children) problems.push(problemAt(config, [...path, 'label'], messages.menuEntryGoesNowhere(item.label)))
      if (item.to !== undefined && item.children) problems.push(problemAt(config, [...path, 'to'], messages.menuEntryLinkAndGroup(item.label)))
      if (item.children) visit(item.children, [...path, 'children'])
    })
  visit((config.data as SiteConfig).header.menu, ['header', 'menu'])
  return problems
}
