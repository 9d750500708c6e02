// The editor page's calls to its server (server/editor/), each with the session token the server put in
// this page. The addresses and the shapes of requests and answers are the contract both sides import
// (server/editor/contract.ts); the review, the proposal and the saved drafts add their own calls
// (review-api.ts, saved-drafts.ts) through call().
import { apiPrefix, editorRoutes, sessionHeader, sessionMeta, type CheckAnswer, type Drafts, type EditorSite, type PlacedProblem, type SaveAnswer } from '../../server/editor/contract.ts'

export type { EditorSite, PlacedProblem, SiteString } from '../../server/editor/contract.ts'

export const token = () => document.querySelector<HTMLMetaElement>(`meta[name="${sessionMeta}"]`)?.content ?? ''

type Route = (typeof editorRoutes)[keyof typeof editorRoutes]

/** A request to the editor's API, as JSON, with the session header; answers any status with its JSON. */
export async function call(method: 'GET' | 'POST' | 'PUT', route: Route | `${Route}?${string}`, body?: unknown, init: RequestInit = {}): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(apiPrefix + route, {
    ...init,
    method,
    headers: { [sessionHeader]: token(), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, json: response.headers.get('content-type')?.includes('json') ? await response.json() : {} }
}

export const loadEditorSite = async () => (await call('GET', editorRoutes.site)).json as unknown as EditorSite
export const checkDrafts = async (drafts: Drafts) => ((await call('POST', editorRoutes.check, { drafts })).json as unknown as CheckAnswer).placed
/** Problems the server gave as text alone (after a save), placed nowhere in particular. */
export const unplaced = (problems: string[] = []): PlacedProblem[] => problems.map((text) => ({ text, file: '', path: [] }))
export async function saveDrafts(drafts: Drafts, anyway: boolean): Promise<SaveAnswer> {
  const { status, json } = await call('POST', editorRoutes.save, { drafts, anyway })
  return { status, ...json, error: json.message as string | undefined }
}
