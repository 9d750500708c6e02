// What a search engine or a screen reader would hold against a page that is otherwise valid: a title
// cut off in search results, a summary missing, too short or too long, two pages with the same title,
// a photo described by nothing but spaces, heading levels that skip (heading-order.ts). Warnings, never errors: the words may be meant, and a
// pull request stays green. They read the site as visitors get it (facts resolved, the firm's suffix
// after the title), so a title is measured as search results show it. Pages kept out of search
// engines (`noindex`: the 404 and the confirmation pages) are not measured.
import type { Page, SiteConfig } from './generated/site-types.ts'
import { headingOrderWarnings } from './heading-order.ts'
import { messages } from './messages.ts'
import type { Problem } from './problem.ts'
import { problemAt, type DataPath, type SourceFile } from './source-file.ts'

/** What search results show of a title and a summary before they cut it (Google's, in characters). */
export const searchLimits = { title: 60, descriptionMin: 50, descriptionMax: 160 }

interface ShownPage {
  source: SourceFile
  page: Page
}

/** Every `alt` beside an `image` in the page's data, with its path. */
function photoDescriptions(value: unknown, path: DataPath, found: { path: DataPath; alt: unknown }[]) {
  if (Array.isArray(value)) value.forEach((item, i) => photoDescriptions(item, [...path, i], found))
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.image === 'string' && 'alt' in record) found.push({ path: [...path, 'alt'], alt: record.alt })
    for (const [key, inner] of Object.entries(record)) if (inner && typeof inner === 'object') photoDescriptions(inner, [...path, key], found)
  }
  return found
}

export function searchWarnings(config: SiteConfig, pages: ShownPage[]): Problem[] {
  const warnings: Problem[] = []
  const warn = (source: SourceFile, path: DataPath, message: string) => warnings.push({ ...problemAt(source, path, message), severity: 'warning' })
  const indexed = pages.filter(({ page }) => !page.noindex)
  const byTitle = new Map<string, ShownPage[]>()
  for (const shown of indexed) {
    const { source, page } = shown
    const title = page.title + config.meta.titleSuffix
    if (title.length > searchLimits.title) warn(source, ['title'], messages.titleTooLong(title.length, title, searchLimits.title))
    const description = page.description?.trim() ?? ''
    if (!description) warn(source, ['description'], messages.descriptionMissing())
    else if (description.length < searchLimits.descriptionMin)
      warn(source, ['description'], messages.descriptionTooShort(description.length, searchLimits.descriptionMin))
    else if (description.length > searchLimits.descriptionMax)
      warn(source, ['description'], messages.descriptionTooLong(description.length, searchLimits.descriptionMax))
    const key = page.title.trim().toLowerCase()
    byTitle.set(key, [...(byTitle.get(key) ?? []), shown])
  }
  for (const same of byTitle.values()) {
    for (const { source } of same.length > 1 ? same : []) {
      const others = same.filter((other) => other.source !== source).map(({ page }) => page.path)
      warn(source, ['title'], messages.sameTitle(others[0]!))
    }
  }
  for (const { source, page } of pages) {
    for (const { path, alt } of photoDescriptions(page, [], [])) {
      if (typeof alt !== 'string' || !alt.trim()) warn(source, path, messages.photoWithoutWords())
    }
  }
  return [...warnings, ...headingOrderWarnings(indexed)]
}
