// What the editor's page shows in place of the saved site: each page's sections from the drafts, a
// section with a problem at its last valid state, and the layout data (facts, header, footer) from the
// drafts as well, at its last valid state while site.yaml has a problem, and photos added before Save.
// The overlay sets it after every change and every check; the page's hooks (live-edit.tsx) read it, so
// a keystroke re-renders only what it changed.
import type { Page, Section, SiteConfig } from '../../../schema/generated/site-types.ts'
import type { SiteImage } from '../../site-image.ts'
import { slice } from '../shell/store/slice.ts'

interface LiveState {
  /** Route path → the page to show. */
  pages: ReadonlyMap<string, Page>
  /** The layout data to show; undefined until the editor has the site. */
  config?: SiteConfig
  /** Photos added since the page was loaded (photo-api.ts), by the path site/ writes, for every page. */
  images: Readonly<Record<string, SiteImage>>
}

/** The layout data with the drafts, and as the last check saw it, with whether it found a problem in it. */
export interface LiveConfig {
  drafted: SiteConfig
  checked?: { config: SiteConfig; troubled: boolean }
}

/** A page as the last check saw it, and the positions of its sections that check found problems in. */
export interface CheckedPage {
  page: Page
  troubled: ReadonlySet<number>
}

export const liveSlice = slice<LiveState>({ pages: new Map(), images: {} })
// Per route, the last version of each section a check found no problem in (by position on the page).
const lastValid = new Map<string, (Section | undefined)[]>()
let lastValidConfig: SiteConfig | undefined

/** A new page's address → the address of the page it copies, whose icons and pictures it shows until saved. */
export const copiedFrom = new Map<string, string>()

/**
 * Shows the drafted pages (route path → page). Only what a check has seen counts as valid: a section
 * the last check found a problem in shows as it last was without one, or as saved.
 */
export function showDrafts(
  drafted: ReadonlyMap<string, Page>,
  checked: ReadonlyMap<string, CheckedPage>,
  saved: ReadonlyMap<string, Page>,
  config: LiveConfig,
) {
  if (config.checked && !config.checked.troubled) lastValidConfig = config.checked.config
  for (const [path, { page, troubled }] of checked) {
    const valid = lastValid.get(path) ?? []
    page.sections.forEach((section, index) => {
      if (!troubled.has(index)) valid[index] = section
    })
    lastValid.set(path, valid)
  }
  const pages = new Map<string, Page>()
  for (const [path, page] of drafted) {
    const troubled = checked.get(path)?.troubled ?? new Set()
    const sections = page.sections
      .map((section, index) => (troubled.has(index) ? (lastValid.get(path)?.[index] ?? saved.get(path)?.sections[index]) : section))
      .filter((s): s is Section => s !== undefined)
    pages.set(path, { ...page, sections: sections as Page['sections'] })
  }
  liveSlice.set({ pages, config: config.checked?.troubled ? lastValidConfig : config.drafted })
}

/** A photo just added, which the page had no versions of when it was loaded: shown before Save. */
export const showPhoto = (path: string, image: SiteImage) => liveSlice.set(({ images }) => ({ images: { ...images, [path]: image } }))
