// The editor page's calls to its server (server/editor/), each with the session token the server put in
// this page. The addresses and the shapes of requests and answers are the contract both sides import
// (server/editor/contract.ts, and answers.ts: each route's body and answer, which call() types); the
// review, the proposal and the saved drafts add their own calls (review-api.ts, saved-drafts.ts).
import type { EditorCalls, Refused } from '../../server/editor/answers.ts'
import { apiPrefix, editorRoutes, sessionHeader, sessionMeta, type Drafts, type SaveAnswer } from '../../server/editor/contract.ts'
import { requestRoutes, type RequestParams } from '../../server/editor/requests-contract.ts'
import { peopleRoutes } from '../../server/editor/sign-in-contract.ts'

export type { EditorSite, PlacedProblem, SiteString } from '../../server/editor/contract.ts'

export const token = () => document.querySelector<HTMLMetaElement>(`meta[name="${sessionMeta}"]`)?.content ?? ''

type Method = 'GET' | 'POST' | 'PUT'
/** Every route of EditorCalls, by name: the change requests' have the request's `:id` in their path. */
const apiRoutes = { ...editorRoutes, ...requestRoutes, ...peopleRoutes }
type Named<R extends keyof EditorCalls> = (typeof apiRoutes)[R] extends `${string}:id${string}` ? true : false
/** A call's query string as the route's schema says: needed when that names a key the call must give, none
 * when the route has no schema for one. */
type QueryOption<Q> = [Q] extends [never] ? { query?: never } : {} extends Q ? { query?: Q } : { query: Q }
/** A call's options: its body and query as the route's schemas say, and the request's id when the route's path names one. */
type CallOptions<R extends keyof EditorCalls, M extends keyof EditorCalls[R]> = { body?: EditorCalls[R][M]['body']; keepalive?: boolean } & QueryOption<
  EditorCalls[R][M]['query']
> &
  (Named<R> extends true ? RequestParams : { id?: never })

/**
 * What a call came back with: the route's answer (a 2xx), or why not: an error's code and words, the
 * drafts' problems (a 409 of save or propose), the places an undo clashes at, or none of these (a proxy's
 * error page, a server restarting).
 */
export type Answered<T> = { ok: true; status: number; answer: T } | { ok: false; status: number; refusal: Refused }

/** A request to the editor's API, as JSON (a string body is sent as it is, a file as its bytes), with the session header. */
export async function call<R extends keyof EditorCalls, M extends keyof EditorCalls[R] & Method>(
  method: M,
  route: R,
  ...[options]: {} extends CallOptions<R, M> ? [CallOptions<R, M>?] : [CallOptions<R, M>]
): Promise<Answered<EditorCalls[R][M]['answer']>> {
  const { body, query, keepalive, id } = options ?? {}
  const path = id === undefined ? apiRoutes[route] : apiRoutes[route].replace(':id', encodeURIComponent(id))
  const response = await fetch(apiPrefix + path + (query ? `?${new URLSearchParams(query)}` : ''), {
    method,
    keepalive,
    headers: { [sessionHeader]: token(), ...(body ? { 'content-type': body instanceof Blob ? 'application/octet-stream' : 'application/json' } : {}) },
    body: body === undefined ? undefined : typeof body === 'string' || body instanceof Blob ? body : JSON.stringify(body),
  })
  const json = response.headers.get('content-type')?.includes('json') ? await response.json() : {}
  return response.ok ? { ok: true, status: response.status, answer: json } : { ok: false, status: response.status, refusal: json }
}

/** The route's answer, or an error with the server's words (its status, when it said none). */
export async function answerOf<T>(answered: Promise<Answered<T>>): Promise<T> {
  const result = await answered
  if (result.ok) return result.answer
  throw new Error(result.refusal.message ?? String(result.status))
}

export const loadEditorSite = () => answerOf(call('GET', 'site'))
export const checkDrafts = async (drafts: Drafts) => (await answerOf(call('POST', 'check', { body: { drafts } }))).placed
export async function saveDrafts(drafts: Drafts, anyway: boolean): Promise<SaveAnswer> {
  const result = await call('POST', 'save', { body: { drafts, anyway } })
  return result.ok ? { status: result.status, ...result.answer } : { status: result.status, placed: result.refusal.placed, error: result.refusal.message }
}
