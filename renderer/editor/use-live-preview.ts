// Keeps the page in step with the drafts: after every change, each drafted page is handed to the live
// store (live-store.ts) with references filled in and prose read as the build does, and the sections
// the last check found problems in keep their last valid state. While a text is typed in place, the
// page already shows it: re-rendering under the caret would move the caret, so that waits for blur.
import { useEffect } from 'react'
import type { Page, SiteConfig } from '../../schema/generated/site-types.ts'
import { withInlineText } from '../../schema/inline-text.ts'
import { resolveAll } from '../../schema/references.ts'
import type { EditorSite, PlacedProblem } from './editor-api.ts'
import { showDrafts, type CheckedPage } from './live-store.ts'

/** The drafts a check ran on, and what it found. */
export interface Checked { drafted: Record<string, unknown>; problems: PlacedProblem[] }

type Files = Record<string, unknown>

// Each page file of `files`, by the route it is saved at (a changed path takes effect once saved), as shown.
function shownPages(site: EditorSite, files: Files, facts: SiteConfig): Map<string, { file: string; page: Page }> {
  const pathOf = new Map(site.pages.map((p) => [p.file, p.path]))
  const pages = new Map<string, { file: string; page: Page }>()
  for (const [file, data] of Object.entries(files)) {
    const page = data as Page | undefined
    if (!file.startsWith('pages/') || !Array.isArray(page?.sections)) continue
    pages.set(pathOf.get(file) ?? page.path, { file, page: resolveAll(withInlineText(page), facts) })
  }
  return pages
}

export function useLivePreview(site: EditorSite | undefined, drafted: Files, saved: Files, checked: Checked | undefined, typingInPlace: boolean) {
  useEffect(() => {
    if (!site || typingInPlace) return
    const factsOf = (files: Files) => (files['site.yaml'] ?? saved['site.yaml']) as SiteConfig
    const checkedPages = new Map<string, CheckedPage>()
    if (checked) {
      for (const [path, { file, page }] of shownPages(site, checked.drafted, factsOf(checked.drafted))) {
        const troubled = new Set(checked.problems.flatMap((p) => (p.file === file && p.path[0] === 'sections' && typeof p.path[1] === 'number' ? [p.path[1]] : [])))
        checkedPages.set(path, { page, troubled })
      }
    }
    const only = (pages: Map<string, { page: Page }>) => new Map([...pages].map(([path, { page }]) => [path, page]))
    showDrafts(only(shownPages(site, drafted, factsOf(drafted))), checkedPages, only(shownPages(site, saved, factsOf(saved))))
  }, [site, drafted, saved, checked, typingInPlace])
}
