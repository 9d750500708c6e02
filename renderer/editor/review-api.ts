// The review's and the proposal's calls to the local server (scripts/edit/review.ts, propose.ts).
import { call, token } from './editor-api.ts'

export interface PicturesProgress {
  state: 'working' | 'done' | 'failed'
  step: string
  done: number
  total: number
  routes?: { changed: string[]; added: string[]; removed: string[]; total: number }
  shots: string[]
  /** Where a changed route's pictures first differ, in px from the top, by <route folder>/<width>. */
  offsets: Record<string, number>
  error?: string
}

export interface Review {
  changes: string[]
  /** How many problems the edits have: the pictures wait until there are none. */
  errors: number
  pictures?: PicturesProgress
}

export interface Proposal {
  id: string
  state: 'working' | 'done' | 'failed'
  step: string
  changes: string[]
  branch?: string
  commit?: string
  /** The pull request opened, when the repository is on GitHub and gh is signed in. */
  url?: string
  /** Otherwise, what to run to hand the branch over. */
  commands?: string[]
  note?: string
  error?: string
  problems?: string[]
}

export const startReview = async (drafts: Record<string, unknown>) => (await call('POST', 'review', { drafts })).json as unknown as Review
export const picturesProgress = async () => (await call('GET', 'review/pictures')).json as unknown as PicturesProgress | null

/** A picture of the review as an object URL: an <img> cannot send the session token itself. */
export async function pictureUrl(file: string): Promise<string> {
  const response = await fetch(`/__editor/review/picture?file=${encodeURIComponent(file)}`, { headers: { 'x-editor-token': token() } })
  if (!response.ok) throw new Error(`picture ${file}: ${response.status}`)
  return URL.createObjectURL(await response.blob())
}

export async function startProposal(drafts: Record<string, unknown>, id: string): Promise<Proposal> {
  const { status, json } = await call('POST', 'propose', { drafts, id })
  if (status === 409) return { id: '', state: 'failed', step: '', changes: [], problems: json.problems as string[] }
  return json as unknown as Proposal
}
export const lastProposal = async () => (await call('GET', 'propose')).json as unknown as Proposal | null
