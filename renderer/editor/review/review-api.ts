// The review's and the proposal's calls to the editor's server (server/editor/review/review.ts, proposals/propose.ts).
import { apiPrefix, editorRoutes, sessionHeader, type Drafts, type Proposal, type ReviewPictureQuery } from '../../../server/editor/contract.ts'
import { answerOf, call, token } from '../editor-api.ts'
import { draftsSlice } from '../shell/store/drafts.ts'

export type { PicturesProgress, Proposal, Review } from '../../../server/editor/contract.ts'

export const startReview = (drafts: Drafts) => answerOf(call('POST', 'review', { body: { drafts } }))
export const picturesProgress = () => answerOf(call('GET', 'reviewPictures'))

/** A picture of the review as an object URL: an <img> cannot send the session token itself. */
export async function pictureUrl(file: string): Promise<string> {
  const response = await fetch(`${apiPrefix}${editorRoutes.reviewPicture}?${new URLSearchParams({ file } satisfies ReviewPictureQuery)}`, {
    headers: { [sessionHeader]: token() },
  })
  if (!response.ok) throw new Error(`picture ${file}: ${response.status}`)
  return URL.createObjectURL(await response.blob())
}

export async function startProposal(drafts: Drafts, id: string): Promise<Proposal> {
  const result = await call('POST', 'propose', { body: { drafts, id } })
  if (result.ok) {
    // Hosted, what was sent stays on the page, marked as waiting (the server keeps it so too: sent-drafts.ts).
    const { request } = result.answer
    if (request) draftsSlice.set(({ history }) => ({ sent: { request, changes: history.done.length, state: 'waiting' } }))
    return result.answer
  }
  // 409: the drafts' problems, or in words why nothing was sent (these changes were sent already).
  const { problems, message } = result.refusal
  return { id: '', state: 'failed', step: '', changes: [], ...(result.status === 409 && problems ? { problems } : { error: message }) }
}
export const lastProposal = () => answerOf(call('GET', 'propose'))
