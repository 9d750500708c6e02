// The review's and the proposal's calls to the editor's server (server/editor/review.ts, propose.ts).
import { apiPrefix, editorRoutes, sessionHeader, type Drafts, type PicturesProgress, type Proposal, type Review } from '../../server/editor/contract.ts'
import { call, token } from './editor-api.ts'

export type { PicturesProgress, Proposal, Review } from '../../server/editor/contract.ts'

export const startReview = async (drafts: Drafts) => (await call('POST', editorRoutes.review, { drafts })).json as unknown as Review
export const picturesProgress = async () => (await call('GET', editorRoutes.reviewPictures)).json as unknown as PicturesProgress | null

/** A picture of the review as an object URL: an <img> cannot send the session token itself. */
export async function pictureUrl(file: string): Promise<string> {
  const response = await fetch(`${apiPrefix}${editorRoutes.reviewPicture}?file=${encodeURIComponent(file)}`, { headers: { [sessionHeader]: token() } })
  if (!response.ok) throw new Error(`picture ${file}: ${response.status}`)
  return URL.createObjectURL(await response.blob())
}

export async function startProposal(drafts: Drafts, id: string): Promise<Proposal> {
  const { status, json } = await call('POST', editorRoutes.propose, { drafts, id })
  // 409: the drafts' problems, or in words why nothing was sent (these changes were sent already).
  if (status === 409 && Array.isArray(json.problems)) return { id: '', state: 'failed', step: '', changes: [], problems: json.problems as string[] }
  if (status >= 400) return { id: '', state: 'failed', step: '', changes: [], error: json.message as string }
  return json as unknown as Proposal
}
export const lastProposal = async () => (await call('GET', editorRoutes.propose)).json as unknown as Proposal | null
