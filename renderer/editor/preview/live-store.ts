// What the editor's page shows in place of the saved site: each page's sections from the drafts, a
// section with a problem at its last valid state, and the layout data (facts, header, footer) from the
// drafts as well, at its last valid state while site.yaml has a problem, and photos added before Save.
// use-live-preview.ts sets it after every change and every check; the page's hooks (live-edit.tsx) read
// it, so a keystroke re-renders only what it changed.
import type { Page, SiteConfig } from '../../../schema/generated/site-types.ts'
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

export const liveSlice = slice<LiveState>({ pages: new Map(), images: {} })
/** A new page's address → the address of the page it copies, whose icons and pictures it shows until saved. */
export const copiedFrom = new Map<string, string>()

/** A photo just added, which the page had no versions of when it was loaded: shown before Save. */
export const showPhoto = (path: string, image: SiteImage) => liveSlice.set(({ images }) => ({ images: { ...images, [path]: image } }))
