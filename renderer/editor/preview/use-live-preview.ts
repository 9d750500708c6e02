// Keeps the page in step with the drafts: after every change, each drafted page and the layout data
// (header, footer, facts) are handed to the live store (live-store.ts) with references filled in and
// prose read as the build does; a fact changed in site.yaml shows again in every page that uses it.
// The sections the last check found problems in keep their last valid state, and so does the layout
// data. While a text is typed in place, the page already shows it there: re-rendering it under the
// caret would move the caret, so that one place stays as it was (`pinned`) until blur, and every other
// place follows at once.
import { useEffect } from 'react'
import type { Page, SiteConfig } from '../../../schema/generated/site-types.ts'
import { withInlineText } from '../../../schema/inline-text.ts'
import { resolveAll } from '../../../schema/references.ts'
import { setIn } from '../../../schema/data-at.ts'
import type { EditorSite } from '../editor-api.ts'
import type { Checked } from '../shell/store/drafts.ts'
import type { Pinned } from '../in-place/use-in-place.ts'
import { showDrafts, type CheckedPage } from './live-store.ts'

type Files = Record<string, unknown>

const factsFile = 'site.yaml'

// Each page file of `files`, by the route it is saved at (a changed path takes effect once saved), as
// shown. Drafted facts change every page, so then every saved page is shown anew with them.
function shownPages(site: EditorSite, files: Files, saved: Files): Map<string, { file: string; page: Page }> {
  const facts = factsOf(files, saved)
  const all = files[factsFile] ? { ...saved, ...files } : files
  const pathOf = new Map(site.pages.map((p) => [p.file, p.path]))
  const pages = new Map<string, { file: string; page: Page }>()
  for (const [file, data] of Object.entries(all)) {
    const page = data as Page | undefined
    if (!file.startsWith('pages/') || !Array.isArray(page?.sections)) continue
    pages.set(pathOf.get(file) ?? page.path, { file, page: resolveAll(withInlineText(page), facts) })
  }
  return pages
}

const factsOf = (files: Files, saved: Files) => (files[factsFile] ?? saved[factsFile]) as SiteConfig
/** The layout data as shown: site.yaml with its own references filled in, as the build does. */
const shownConfig = (files: Files, saved: Files) => resolveAll(factsOf(files, saved), factsOf(files, saved))

export function useLivePreview(site: EditorSite | undefined, drafts: Files, saved: Files, checked: Checked | undefined, pinned: Pinned | undefined) {
  useEffect(() => {
    if (!site) return
    const drafted = pinned ? { ...drafts, [pinned.file]: setIn(drafts[pinned.file] ?? saved[pinned.file], pinned.path, pinned.text) } : drafts
    const checkedPages = new Map<string, CheckedPage>()
    if (checked) {
      for (const [path, { file, page }] of shownPages(site, checked.drafted, saved)) {
        const troubled = new Set(
          checked.problems.flatMap((p) => (p.file === file && p.path[0] === 'sections' && typeof p.path[1] === 'number' ? [p.path[1]] : [])),
        )
        checkedPages.set(path, { page, troubled })
      }
    }
    const only = (pages: Map<string, { page: Page }>) => new Map([...pages].map(([path, { page }]) => [path, page]))
    const config = {
      drafted: shownConfig(drafted, saved),
      checked: checked && { config: shownConfig(checked.drafted, saved), troubled: checked.problems.some((p) => p.file === factsFile) },
    }
    // Every page as saved now too: after a Save the page shows the data it read again, not what it was loaded with.
    showDrafts(only(shownPages(site, { ...saved, ...drafted }, saved)), checkedPages, only(shownPages(site, saved, saved)), config)
  }, [site, drafts, saved, checked, pinned])
}
