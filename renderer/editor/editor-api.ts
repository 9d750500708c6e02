// The editor page's calls to its local server (scripts/edit/editor-api.ts), each with the session
// token the server put in this page. The review, the proposal and the saved drafts add their own calls
// (review-api.ts, saved-drafts.ts) through call().
import type { DataPath } from './edit-history.ts'

export interface SiteString { file: string; path: DataPath; raw: string; shown: string }
export interface EditorSite {
  files: { name: string; data: unknown }[]
  strings: SiteString[]
  pages: { file: string; path: string }[]
}
/** A problem as `npm run validate` prints it, and the place in a file's data it is at. */
export interface PlacedProblem { text: string; file: string; path: DataPath }
export interface SaveAnswer { status: number; saved?: string[]; problems?: string[]; error?: string }

export const token = () => document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? ''

export async function call(method: 'GET' | 'POST', route: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`/__editor/${route}`, {
    method,
    headers: { 'x-editor-token': token(), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: response.status, json: await response.json() }
}

export const loadEditorSite = async () => (await call('GET', 'site')).json as unknown as EditorSite
export const checkDrafts = async (drafts: Record<string, unknown>) => (await call('POST', 'check', { drafts })).json.placed as PlacedProblem[]
/** Problems the server gave as text alone (after a save), placed nowhere in particular. */
export const unplaced = (problems: string[] = []): PlacedProblem[] => problems.map((text) => ({ text, file: '', path: [] }))
export async function saveDrafts(drafts: Record<string, unknown>, anyway: boolean): Promise<SaveAnswer> {
  const { status, json } = await call('POST', 'save', { drafts, anyway })
  return { status, ...json }
}
