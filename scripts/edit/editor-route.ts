// What a module of the editor's API (review.ts, propose.ts, saved-drafts.ts) gives editor-api.ts:
// routes named "METHOD name" (as the dispatch names them), each taking the request's JSON body and
// query and answering JSON or bytes (a picture). The dispatch checks the session token before any.
import type { ServerResponse } from 'node:http'
import type { EditorDraftsStore } from '../../server/editor-drafts-store.ts'
import type { DraftCheck } from './draft-check.ts'

export interface EditorContext {
  siteDir: string
  /** Each changed file's text with `drafts` spliced in, and their problems (draft-check.ts). */
  check(drafts: unknown): DraftCheck
  /** Where the unsaved history is kept (saved-drafts.ts): the message store's database, once it is open. */
  drafts(): Promise<EditorDraftsStore>
  /** Whose drafts: locally there is one person, 'local'. */
  person: string
}

interface RouteCall {
  body: Record<string, unknown>
  query: URLSearchParams
}

export type Answer = { status: number; json: unknown } | { status: number; bytes: Buffer; type: string }

export type EditorRoutes = Record<string, (call: RouteCall) => Answer | Promise<Answer>>

export function sendAnswer(res: ServerResponse, answer: Answer) {
  res.statusCode = answer.status
  res.setHeader('Cache-Control', 'no-store')
  if ('bytes' in answer) {
    res.setHeader('Content-Type', answer.type)
    res.end(answer.bytes)
  } else {
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.end(JSON.stringify(answer.json))
  }
}

export const json = (json: unknown, status = 200): Answer => ({ status, json })
