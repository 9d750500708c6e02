// Drafts sent for review stay the person's drafts while their change request is open (waiting, or
// returned with changes asked), so her page keeps showing the words she sent, marked as waiting, never
// the main version's as if her work were lost. Once the request is published they are the main
// version's words: they become part of the base her later changes are carried from, so a value she
// changed again after sending is hers, never "someone else's". Declined, or gone, they stay as her
// unsent changes, which she may send again or undo.
import type { Change } from '../contract.ts'
import type { RequestSummary } from '../requests-contract.ts'
import { applied } from './draft-rebase.ts'

/** The request the first `done` changes of the history were sent as. */
export interface SentMark {
  request: string
  done: number
}

/** A request's state, or undefined when there is no such request (or no requests: the local editor). */
export type RequestStateOf = (id: string) => Promise<RequestSummary['state'] | undefined>

/** Where a sent history stands: still sent (its mark), published (the changes now in the main version), or neither. */
export async function sentNow(
  sent: SentMark | undefined,
  done: Change[],
  stateOf: RequestStateOf | undefined,
): Promise<{ mark?: SentMark; state?: 'waiting' | 'changes asked'; published: Change[] }> {
  const state = sent && (await stateOf?.(sent.request))
  if (!sent || !state || state === 'declined') return { published: [] }
  if (state === 'published') return { published: done.slice(0, sent.done) }
  return { mark: { ...sent, done: Math.min(sent.done, done.length) }, published: [], state }
}

/** A file's data as the person's later changes were made on: the base with her published changes in it. */
export const baseWith = (base: unknown, published: Change[], file: string) =>
  applied(
    base,
    published.filter((c) => c.file === file),
  )
