// The Requests panel's calls to the editor's server (server/editor/requests/), each through call(): what
// each sends and answers is its route's schema (requests-contract.ts, by way of answers.ts). Each answers
// what the route says, or throws its message in words (a refusal's `message`, never a bare status).
import type { EditorCalls } from '../../../server/editor/answers.ts'
import { previewPages } from '../../../server/editor/contract.ts'
import type { Clash } from '../../../server/editor/requests-contract.ts'
import { call, type Answered } from '../editor-api.ts'
import { requestsWords as words } from './requests-words.ts'

export type { Clash, Publication, PreviewLinkMade, RequestEvent, RequestShown, RequestSummary } from '../../../server/editor/requests-contract.ts'
/** A publisher's answer to a request. */
export type Decision = EditorCalls['requestAnswer']['POST']['body']['state']

/** A refusal in words, with the places an undo clashed at, when it did. */
export class Refusal extends Error {
  readonly conflicts: Clash[]
  constructor(message: string, conflicts: Clash[] = []) {
    super(message)
    this.conflicts = conflicts
  }
}

/** call()'s answer, or its refusal in words: a connection lost or a bare status is said as such, never as a number. */
async function answered<T>(asked: Promise<Answered<T>>): Promise<T> {
  const result = await asked.catch(() => undefined)
  if (result?.ok) return result.answer
  throw new Refusal(result?.refusal.message ?? words.offline, result?.refusal.conflicts)
}

/** A list or request left open follows what others do (a publication, an answer): asked again every 15 s while the
 * page is in sight, never while it is out of sight, and at once when it comes back into sight. */
export const following = { refetchInterval: 15_000, refetchOnWindowFocus: 'always' } as const

export const loadWaiting = async () => (await answered(call('GET', 'waiting'))).waiting
export const publishRequest = (id: string) => answered(call('POST', 'publish', { body: { id } }))
export const loadMine = async () => (await answered(call('GET', 'requests'))).requests
export const loadRequest = (id: string) => answered(call('GET', 'request', { id }))
export const loadChecks = (id: string) => answered(call('GET', 'requestChecks', { id }))
export const answerRequest = (id: string, state: Decision, said: string) =>
  answered(call('POST', 'requestAnswer', { id, body: { state, ...(said.trim() ? { words: said.trim() } : {}) } }))
export const commentOn = (id: string, said: string) => answered(call('POST', 'requestComment', { id, body: { words: said.trim() } }))
export const reword = (id: string, title: string, note: string) =>
  answered(call('POST', 'requestWords', { id, body: { ...(title.trim() ? { title: title.trim() } : {}), note: note.trim() } }))
export const schedule = (id: string, when: number | null) => answered(call('POST', 'requestSchedule', { id, body: { at: when } }))
export const loadHistory = async () => (await answered(call('GET', 'publications'))).publications
export const loadPictures = (id: string) => answered(call('GET', 'requestPictures', { id }))
/** What undoing a publication would take back, in words; a Refusal with the places when a later one changed them again. */
export const loadUndoSite = (id: string) => answered(call('GET', 'requestUndoSite', { id }))
/** The preview page showing the site as it would be with the publication undone. */
export const undoPreviewAddress = (id: string) => `${previewPages.page}?${new URLSearchParams({ undo: id })}`
/** The preview page showing the site as it would be with the request published (its own tab). */
export const requestPreviewAddress = (id: string) => `${previewPages.page}?${new URLSearchParams({ request: id })}`
export const undoPublication = (id: string) => answered(call('POST', 'requestUndo', { id }))
export const makePreviewLink = (id: string, days: number) => answered(call('POST', 'previewLinks', { id, body: { days } }))
/** The request's preview links that can still be opened. */
export const loadOpenLinks = async (id: string) => (await answered(call('GET', 'previewLinks', { id }))).links.filter((l) => !l.ended && l.expires > Date.now())
export const endPreviewLinks = (id: string) => answered(call('POST', 'previewLinksEnd', { id }))
