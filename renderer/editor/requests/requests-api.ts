// The Requests panel's calls to the editor's server (server/editor/requests/): waiting and publish go
// through call() (they are in the contract's table); the others are here, one function a call, with the
// session header as call() sends it, until the contract's schemas cover them. Each answers what the route
// says, or throws its message in words (a refusal's `message`, never a bare status).
import { apiPrefix, editorRoutes, previewPages, sessionHeader } from '../../../server/editor/contract.ts'
import type { RequestPictures } from '../../../server/editor/requests-contract.ts'
import { call, token, type Answered } from '../editor-api.ts'
import { requestsWords as words, type RequestState } from './requests-words.ts'

export interface RequestSummary {
  id: string
  title: string
  state: RequestState
  sender: string
  sentAt: number
  changes: string[]
  note?: string
  publishAt?: number
}
export interface RequestEvent {
  kind: string
  at: number
  by: string
  words?: string
}
export interface RequestShown {
  request: RequestSummary
  events: RequestEvent[]
  watched?: boolean
}
export interface RequestChecks {
  problems: string[]
  warnings: string[]
}
export interface Publication {
  id: string
  title: string
  changes: string[]
  sender: string
  sentAt: number
  publishedBy: string
  publishedAt: number
  undone: boolean
}
export interface Clash {
  file: string
  path: (string | number)[]
  mine: unknown
  theirs: unknown
}
export interface PreviewLink {
  link: string
  expires: number
}

/** A refusal in words, with the places an undo clashed at, when it did. */
export class Refusal extends Error {
  readonly conflicts: Clash[]
  constructor(message: string, conflicts: Clash[] = []) {
    super(message)
    this.conflicts = conflicts
  }
}

async function ask<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(`${apiPrefix}${editorRoutes.requests}${path}`, {
      method,
      headers: { [sessionHeader]: token(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new Refusal(words.offline)
  }
  const json = response.headers.get('content-type')?.includes('json') ? ((await response.json()) as Record<string, unknown>) : {}
  if (!response.ok)
    throw new Refusal(typeof json.message === 'string' ? json.message : words.offline, Array.isArray(json.conflicts) ? (json.conflicts as Clash[]) : [])
  return json as T
}

const at = (id: string) => `/${encodeURIComponent(id)}`

/** call()'s answer, or its refusal in words: a connection lost or a bare status is said as such, never as a number. */
async function answered<T>(asked: () => Promise<Answered<T>>): Promise<T> {
  const result = await asked().catch(() => undefined)
  if (result?.ok) return result.answer
  throw new Refusal(result?.refusal.message ?? words.offline)
}

export const loadWaiting = async () => (await answered(() => call('GET', 'waiting'))).waiting
export const publishRequest = (id: string) => answered(() => call('POST', 'publish', { body: { id } }))
export const loadMine = async () => (await ask<{ requests: RequestSummary[] }>('GET', '')).requests
export const loadRequest = (id: string) => ask<RequestShown>('GET', at(id))
export const loadChecks = (id: string) => ask<RequestChecks>('GET', `${at(id)}/checks`)
export const answerRequest = (id: string, state: 'changes asked' | 'declined', said: string) =>
  ask('POST', `${at(id)}/answer`, { state, ...(said.trim() ? { words: said.trim() } : {}) })
export const commentOn = (id: string, said: string) => ask('POST', `${at(id)}/comment`, { words: said.trim() })
export const reword = (id: string, title: string, note: string) =>
  ask('POST', `${at(id)}/words`, { ...(title.trim() ? { title: title.trim() } : {}), note: note.trim() })
export const schedule = (id: string, when: number | null) => ask('POST', `${at(id)}/schedule`, { at: when })
export const loadHistory = async () => (await ask<{ publications: Publication[] }>('GET', '/history')).publications
export const loadPictures = (id: string) => ask<RequestPictures>('GET', `${at(id)}/pictures`)
/** What undoing a publication would take back, in words; a Refusal with the places when a later one changed them again. */
export const loadUndoSite = (id: string) => ask<{ changes: string[] }>('GET', `${at(id)}/undo-site`)
/** The preview page showing the site as it would be with the publication undone. */
export const undoPreviewAddress = (id: string) => `${previewPages.page}?${new URLSearchParams({ undo: id })}`
/** The preview page showing the site as it would be with the request published (its own tab). */
export const requestPreviewAddress = (id: string) => `${previewPages.page}?${new URLSearchParams({ request: id })}`
export const undoPublication = (id: string) => ask<{ id: string }>('POST', `${at(id)}/undo`)
export const makePreviewLink = (id: string, days: number) => ask<PreviewLink>('POST', `${at(id)}/preview-links`, { days })
export const endPreviewLinks = (id: string) => ask<{ ended: number }>('POST', `${at(id)}/preview-links/end`)
