// What each call of the editor's API sends (its body, its query string) and answers when it succeeds, by route (a name of editorRoutes,
// of requestRoutes for the change requests' or of peopleRoutes, sign-in-contract.ts) and method: the
// schemas the routes validate and answer with (contract.ts, requests-contract.ts, sign-in-contract.ts),
// from which the page's client (renderer/editor/editor-api.ts) types each body, query and answer, so none is
// cast. Any error answers ErrorAnswer (editor-errors.ts). Types only: the browser's bundle imports this file.
import type { Static, TArray, TSchema } from 'typebox'
import type * as editor from './contract.ts'
import type { ErrorAnswer } from './editor-errors.ts'
import type * as messages from './messages-contract.ts'
import type * as requests from './requests-contract.ts'
import type * as people from './sign-in-contract.ts'

/** A call that sends a body as JSON: the body's schema, then the answer's. A call given as its answer alone
 * sends none, or bytes of its own (a photo, the drafts' history as it was written). */
type Sends<Body extends TSchema, Answer extends TSchema> = [Body, Answer]
/** A call whose address carries a query string the route validates: the query's schema, then the answer's. */
type Gets<Query extends TSchema, Answer extends TSchema> = { query: Query; answer: Answer }

interface Schemas {
  site: { GET: typeof editor.EditorSite }
  siteConfig: { GET: typeof editor.SiteConfigAnswer }
  icons: { GET: typeof editor.Icons }
  siteVersion: { GET: typeof editor.SiteVersion }
  check: { POST: Sends<typeof editor.CheckBody, typeof editor.CheckAnswer> }
  /** A 409 answers the problems alone (SaveRefused). */
  save: { POST: Sends<typeof editor.SaveBody, typeof editor.Saved> }
  drafts: { GET: typeof editor.SavedDraftsAnswer; PUT: typeof editor.DraftsKept }
  review: { POST: Sends<typeof editor.ReviewBody, typeof editor.Review> }
  reviewPictures: { GET: typeof editor.PicturesAnswer }
  messages: { GET: Gets<typeof messages.MessagesQuery, typeof messages.Messages> }
  messageAnswered: { PUT: Sends<typeof messages.MarkAnswered, typeof messages.MarkAnswered> }
  waiting: { GET: typeof requests.Waiting }
  /** A 409 answers the drafts' problems, or (sent twice) an error. */
  propose: { GET: typeof editor.LastProposal; POST: Sends<typeof editor.ProposeBody, typeof editor.Proposal> }
  publish: { POST: Sends<typeof requests.PublishBody, typeof requests.Published> }
  photo: { POST: Gets<typeof editor.PhotoQuery, typeof editor.PhotoAdded> }
  presence: { GET: Gets<typeof editor.PresenceQuery, typeof editor.Presence>; PUT: Sends<typeof editor.PresenceUpdate, typeof editor.Presence> }
  me: { GET: typeof people.Me }
  sessions: { GET: TArray<typeof people.SessionEntry> }
  /** POST (owners) invites. */
  people: { GET: TArray<typeof people.PersonEntry>; POST: Sends<typeof people.InviteBody, typeof people.InvitedAnswer> }
  allSessions: { GET: TArray<typeof people.SessionEntry> }
  invitations: { GET: TArray<typeof people.InvitationEntry> }
  audit: { GET: TArray<typeof people.AuditEntry> }
  requests: { GET: typeof requests.RequestList }
  requestsScheduled: { GET: typeof requests.RequestList }
  publications: { GET: typeof requests.Publications }
  pageVersions: { GET: Gets<typeof requests.PageVersionsQuery, typeof requests.PageVersions> }
  restorePage: { POST: Sends<typeof requests.RestoreBody, typeof requests.RequestNamed> }
  request: { GET: typeof requests.RequestShown }
  requestSchedule: { POST: Sends<typeof requests.ScheduleBody, typeof requests.Scheduled> }
  requestAnswer: { POST: Sends<typeof requests.AnswerBody, typeof requests.RequestAnswered> }
  requestComment: { POST: Sends<typeof requests.CommentBody, typeof requests.RequestNamed> }
  requestWords: { POST: Sends<typeof requests.RewordBody, typeof requests.RequestNamed> }
  /** A 409 answers the error with the places a later publication changed again (UndoConflicts). */
  requestUndo: { POST: typeof requests.Undone }
  requestChecks: { GET: typeof requests.RequestChecks }
  /** requestPicture answers a PNG, which an <img> asks for itself. */
  requestPictures: { GET: typeof requests.RequestPictures }
  /** A 409 answers as Undo's (UndoConflicts). */
  requestUndoSite: { GET: typeof requests.PreviewSite }
  previewLinks: { GET: typeof requests.PreviewLinks; POST: Sends<typeof requests.PreviewLinkBody, typeof requests.PreviewLinkMade> }
  previewLinksEnd: { POST: typeof requests.PreviewLinksEnded }
  requestSite: { GET: typeof requests.PreviewSite }
}

type Answer<S> = S extends Sends<TSchema, infer A> | Gets<TSchema, infer A> ? Static<A> : S extends TSchema ? Static<S> : never
type Body<S> = S extends Sends<infer B, TSchema> ? Static<B> : unknown
/** A route without a query schema takes no query. */
type Query<S> = S extends Gets<infer Q, TSchema> ? Static<Q> : never
export type EditorCalls = {
  [R in keyof Schemas]: { [M in keyof Schemas[R]]: { body: Body<Schemas[R][M]>; query: Query<Schemas[R][M]>; answer: Answer<Schemas[R][M]> } }
}
/** What a refusal may carry: the error's code and words, the drafts' problems (a 409 of save, each at its
 * place, or of propose), the places a later publication changed again (a 409 of an undo). */
export type Refused = Partial<ErrorAnswer & Static<typeof editor.SaveRefused> & Static<typeof editor.Problems> & Static<typeof requests.UndoConflicts>>
