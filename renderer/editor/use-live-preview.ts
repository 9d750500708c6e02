// Keeps the page in step with the drafts: after every change, each drafted page is handed to the live
// store (live-store.ts) with references filled in and prose read as the build does, and the sections
// the last check found problems in keep their last valid state. While a text is typed in place, the
// page already shows it: re-rendering under the caret would move the caret, so that waits for blur.
import { useEffect } from 'react'
import type { Page, SiteConfig } from '../../schema/generated/site-types.ts'
import { withInlineText } from '../../schema/inline-text.ts'
import { resolveAll } from '../../schema/references.ts'
import type { EditorSite, PlacedProblem } from './editor-api.ts'
import { showDrafts } from './live-store.ts'

export function useLivePreview(site: EditorSite | undefined, drafted: Record<string, unknown>, saved: Record<string, unknown>, placed: PlacedProblem[], typingInPlace: boolean) {
  useEffect(() => {
    if (!site || typingInPlace) return
    const facts = (drafted['site.yaml'] ?? saved['site.yaml']) as SiteConfig
    const pathOf = new Map(site.pages.map((p) => [p.file, p.path]))
    const pages = new Map<string, Page>()
    const troubled = new Map<string, Set<number>>()
    for (const [file, data] of Object.entries(drafted)) {
      if (!file.startsWith('pages/')) continue
      const page = data as Page
      if (!Array.isArray(page?.sections)) continue
      // The route the page is saved at: a changed path takes effect once saved.
      const path = pathOf.get(file) ?? page.path
      pages.set(path, resolveAll(withInlineText(page), facts))
      const bad = new Set(placed.flatMap((p) => (p.file === file && p.path[0] === 'sections' && typeof p.path[1] === 'number' ? [p.path[1]] : [])))
      troubled.set(path, bad)
    }
    showDrafts(pages, troubled)
  }, [site, drafted, saved, placed, typingInPlace])
}
