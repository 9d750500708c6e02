// Keeps the page in step with the drafts: after every change, each drafted page and the layout data
// (header, footer, facts) are handed to the live store (live-store.ts) with references filled in and
// prose read as the build does; a fact changed in site.yaml shows again in every page that uses it.
// The sections the last check found problems in keep their last valid state, and so does the layout
// data. While a text is typed in place, the page already shows it there: re-rendering it under the
// caret would move the caret, so that one place stays as it was (`pinned`) until blur, and every other
// place follows at once.
import { useEffect } from 'react'
import type { Page, Section, SiteConfig } from '../../../schema/generated/site-types.ts'
import { withInlineText } from '../../../schema/inline-text.ts'
import { resolveAll } from '../../../schema/references.ts'
import { setIn } from '../../../schema/data-at.ts'
import type { EditorSite } from '../editor-api.ts'
import type { Checked } from '../shell/store/drafts.ts'
import type { Pinned } from '../in-place/use-in-place.ts'
import { liveSlice } from './live-store.ts'

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

// Per route, the last version of each section a check found no problem in (by position on the page), and
// the layout data as the last check that found no problem in it saw it.
const lastValid = new Map<string, (Section | undefined)[]>()
let lastValidConfig: SiteConfig | undefined

export function useLivePreview(site: EditorSite | undefined, drafts: Files, saved: Files, checked: Checked | undefined, pinned: Pinned | undefined) {
  useEffect(() => {
    if (!site) return
    const drafted = pinned ? { ...drafts, [pinned.file]: setIn(drafts[pinned.file] ?? saved[pinned.file], pinned.path, pinned.text) } : drafts
    // Only what a check has seen counts as valid: a section the last check found a problem in shows as it
    // last was without one, or as saved. A warning stops nothing (the words may be meant): its section shows as typed.
    const problems = (checked?.problems ?? []).filter((p) => !p.warning)
    const troubledAt = new Map<string, Set<number>>()
    for (const [path, { file, page }] of checked ? shownPages(site, checked.drafted, saved) : []) {
      const troubled = new Set(problems.flatMap((p) => (p.file === file && p.path[0] === 'sections' && typeof p.path[1] === 'number' ? [p.path[1]] : [])))
      const valid = lastValid.get(path) ?? []
      page.sections.forEach((section, index) => {
        if (!troubled.has(index)) valid[index] = section
      })
      lastValid.set(path, valid)
      troubledAt.set(path, troubled)
    }
    const configTroubled = problems.some((p) => p.file === factsFile)
    if (checked && !configTroubled) lastValidConfig = shownConfig(checked.drafted, saved)
    // Every page as saved now too: after a Save the page shows the data it read again, not what it was loaded with.
    const savedPages = shownPages(site, saved, saved)
    const pages = new Map<string, Page>()
    for (const [path, { page }] of shownPages(site, { ...saved, ...drafted }, saved)) {
      const troubled = troubledAt.get(path)
      const sections = page.sections
        .map((section, index) => (troubled?.has(index) ? (lastValid.get(path)?.[index] ?? savedPages.get(path)?.page.sections[index]) : section))
        .filter((s): s is Section => s !== undefined)
      pages.set(path, { ...page, sections: sections as Page['sections'] })
    }
    liveSlice.set({ pages, config: configTroubled ? lastValidConfig : shownConfig(drafted, saved) })
  }, [site, drafts, saved, checked, pinned])
}
