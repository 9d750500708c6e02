// What the editor's window and the page in its preview frame (PreviewFrame.tsx, preview-page.tsx) tell
// each other, by postMessage between the two windows of the editor's own origin.
import type { EditorSite } from '../editor-api.ts'
import type { Checked } from '../shell/store/drafts.ts'

/** To the frame: everything the page needs to show the drafts as the editor's own page does. */
export interface PreviewDrafts {
  site: EditorSite
  drafted: Record<string, unknown>
  saved: Record<string, unknown>
  checked: Checked | undefined
}
/** From the frame: it is listening (`ready`), or a section was clicked. */
export type PreviewNews = { ready: true } | { section: number }

/** The query that makes the editor's page a preview in a frame rather than the editor. */
export const previewQuery = 'preview'
export const inPreviewFrame = () => window.parent !== window && new URLSearchParams(location.search).has(previewQuery)

/** A message from `from`, of this origin, or undefined. */
export function messageFrom<T>(event: MessageEvent, from: Window | null | undefined): T | undefined {
  return event.origin === location.origin && event.source === from ? (event.data as T) : undefined
}
