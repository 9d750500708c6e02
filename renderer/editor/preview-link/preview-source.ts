// Which preview the page's address asks for, and the call that answers it. Each kind of address is one
// line of `kinds`: a preview link (its secret after the #, sent only in the call's body) and, signed
// in, a change request's id (`?request=<id>`), or a publication's to see the site as its Undo would leave it
// (`?undo=<id>`, publishers). The page shown inside the site is `?page=<path>`.
import { apiPrefix, previewPages } from '../../../server/editor/contract.ts'
import { previewRoutes, previewSecret, requestRoutes, type PreviewSite } from '../../../server/editor/requests-contract.ts'
import { previewLinkWords as words } from './preview-link-words.ts'

/** The query that names the page of the site shown. */
export const pageParam = 'page'

/** The server's words when a call is refused; `signIn` when it asks for a session first (a 401). */
export class Refused extends Error {
  readonly signIn: boolean
  constructor(message: string, signIn = false) {
    super(message)
    this.signIn = signIn
  }
}

/** A call's answer; an error throws the server's words (a link ended, a request unknown, signing in), or past
 * the limit of the client's address, `busy`. */
async function ask<T>(method: 'GET' | 'POST', url: string, body?: unknown, busy = words.busyOpening): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => undefined)
  const json = await response?.json().catch(() => undefined)
  if (response?.status === 429) throw new Refused(busy)
  if (!response?.ok) throw new Refused(typeof json?.message === 'string' ? json.message : words.failed, response?.status === 401)
  return json as T
}

/** What someone without an account says (POST preview-api/comment). */
export type Comment = { name: string; words?: string; looksGood: boolean }

interface Kind {
  /** The value the address carries for this kind, if it does. */
  from: (url: URL) => string | null
  load: (value: string) => Promise<PreviewSite>
  /** What the preview is, where its request's state does not say it (Undo's: the site before its publication). */
  about?: string
  /** Where the page's comment box sends; none for a kind that shows no box. */
  comment?: (value: string, said: Comment) => Promise<{ message: string }>
}

const kinds: Kind[] = [
  {
    // A secret cut short (a mail program wrapping the link) is not complete, never ended; a full stop after it is no part of it.
    from: (url) => new URLSearchParams(url.hash.slice(1)).get('key')?.match(previewSecret)?.[0] ?? null,
    load: (key) => ask('POST', previewPages.api + previewRoutes.site, { key }),
    comment: (key, said) => ask('POST', previewPages.api + previewRoutes.comment, { key, ...said }, words.busySending),
  },
  { from: (url) => url.searchParams.get('request'), load: (id) => ask('GET', apiPrefix + requestRoutes.requestSite.replace(':id', encodeURIComponent(id))) },
  {
    from: (url) => url.searchParams.get('undo'),
    load: (id) => ask('GET', apiPrefix + requestRoutes.requestUndoSite.replace(':id', encodeURIComponent(id))),
    about: words.undoing,
  },
]

const address = new URL(location.href)
const chosen = kinds.map((kind) => ({ kind, value: kind.from(address) ?? '' })).find(({ value }) => value)

let loading: Promise<PreviewSite> | undefined
/** The request's site as it would be published, asked for once. */
export const previewSite = () => (loading ??= chosen ? chosen.kind.load(chosen.value) : Promise.reject(new Error(words.noKey)))

/** What the preview is, where the kind says it rather than the request's state. */
export const kindAbout = chosen?.kind.about

/** Sends a comment, where this kind of address takes one. */
export const commentBox = chosen?.kind.comment && ((said: Comment) => chosen.kind.comment!(chosen.value, said))
