// What the editor's page shows in place of the saved site: each page's sections from the drafts, a
// section with a problem at its last valid state. The overlay sets it after every change and every
// check; the page's hooks (live-edit.tsx) read it, so a keystroke re-renders only what it changed.
import type { Page, Section } from '../../schema/generated/site-types.ts'

export interface LiveState {
  /** Route path → the page as drafted, with each section that has a problem at its last valid state. */
  pages: ReadonlyMap<string, Page>
}

let state: LiveState = { pages: new Map() }
const listeners = new Set<() => void>()
// Per route, the last version of each section that had no problem (by position on the page).
const lastValid = new Map<string, (Section | undefined)[]>()

export const liveSnapshot = () => state
export function subscribeLive(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The drafted pages (route path → page data) and, per route, the positions of the sections that have
 * a problem now. A section with a problem shows as it last was without one.
 */
export function showDrafts(drafted: Map<string, Page>, troubled: Map<string, Set<number>>) {
  const pages = new Map<string, Page>()
  for (const [path, page] of drafted) {
    const valid = lastValid.get(path) ?? []
    const bad = troubled.get(path) ?? new Set()
    const sections = page.sections.map((section, index) => {
      if (!bad.has(index)) valid[index] = section
      return bad.has(index) ? valid[index] : section
    })
    lastValid.set(path, valid)
    pages.set(path, { ...page, sections: sections.filter((s): s is Section => s !== undefined) as Page['sections'] })
  }
  state = { pages }
  for (const listener of listeners) listener()
}
