// The panels slice: what the dock shows (the Page panel in place of the Section panel, the sheet folded
// or not) and the preview's width.
import { slice } from './slice.ts'

/** The widths, in CSS pixels, of the windows the page is previewed in. */
export const previewWidths = { phone: 360, tablet: 768, desktop: 1280 } as const
export type PreviewWidth = keyof typeof previewWidths

export const panelsSlice = slice({
  pagePanel: false,
  /** What Copy this page made, said on the new page's panel. */
  made: undefined as { file: string; text: string } | undefined,
  // The sheet starts collapsed, so a phone shows the page first (wide windows ignore it, editor.css).
  collapsed: true,
  previewWidth: undefined as PreviewWidth | undefined,
  /** Review changes is open: kept here, as its button moves into More when the window narrows past a phone's width. */
  review: false,
})
