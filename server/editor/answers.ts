// What each call of the editor's API answers when it succeeds, by route (a name of editorRoutes, of
// requestRoutes for the change requests' or of peopleRoutes, sign-in-contract.ts) and method: the schemas the routes answer with (contract.ts,
// requests-contract.ts, sign-in-contract.ts), from which the page's client (renderer/editor/editor-api.ts) types each
// answer, so none is cast. Any error answers ErrorAnswer (editor-errors.ts). Types only: the browser's
// bundle imports this file.
import type { Static, TArray, TSchema } from 'typebox'
import type {
  CheckAnswer,
  DraftsKept,
  EditorSite,
  Icons,
  LastProposal,
  PicturesAnswer,
  Proposal,
  Review,
  Saved,
  SavedDraftsAnswer,
  PhotoAdded,
  Presence,
  SiteConfigAnswer,
  SiteVersion,
} from './contract.ts'
import type { Published, Waiting } from './requests-contract.ts'
import type { MarkAnswered, Messages } from './messages-contract.ts'
import type {
  PageVersions,
  PreviewLinkMade,
  PreviewLinks,
  PreviewLinksEnded,
  PreviewSite,
  Publications,
  RequestAnswered,
  RequestChecks,
  RequestList,
  RequestNamed,
  RequestPictures,
  RequestShown,
  Scheduled,
  Undone,
} from './requests-contract.ts'
import type { AuditEntry, InvitationEntry, InvitedAnswer, Me, PersonEntry, SessionEntry } from './sign-in-contract.ts'

interface Schemas {
  site: { GET: typeof EditorSite }
  siteConfig: { GET: typeof SiteConfigAnswer }
  icons: { GET: typeof Icons }
  siteVersion: { GET: typeof SiteVersion }
  check: { POST: typeof CheckAnswer }
  /** A 409 answers the problems alone (Problems). */
  save: { POST: typeof Saved }
  drafts: { GET: typeof SavedDraftsAnswer; PUT: typeof DraftsKept }
  review: { POST: typeof Review }
  reviewPictures: { GET: typeof PicturesAnswer }
  messages: { GET: typeof Messages }
  messageAnswered: { PUT: typeof MarkAnswered }
  waiting: { GET: typeof Waiting }
  /** A 409 answers the drafts' problems, or (sent twice) an error. */
  propose: { GET: typeof LastProposal; POST: typeof Proposal }
  publish: { POST: typeof Published }
  photo: { POST: typeof PhotoAdded }
  presence: { GET: typeof Presence; PUT: typeof Presence }
  me: { GET: typeof Me }
  sessions: { GET: TArray<typeof SessionEntry> }
  /** POST (owners) invites. */
  people: { GET: TArray<typeof PersonEntry>; POST: typeof InvitedAnswer }
  allSessions: { GET: TArray<typeof SessionEntry> }
  invitations: { GET: TArray<typeof InvitationEntry> }
  audit: { GET: TArray<typeof AuditEntry> }
  requests: { GET: typeof RequestList }
  requestsScheduled: { GET: typeof RequestList }
  publications: { GET: typeof Publications }
  pageVersions: { GET: typeof PageVersions }
  restorePage: { POST: typeof RequestNamed }
  request: { GET: typeof RequestShown }
  requestSchedule: { POST: typeof Scheduled }
  requestAnswer: { POST: typeof RequestAnswered }
  requestComment: { POST: typeof RequestNamed }
  requestWords: { POST: typeof RequestNamed }
  /** A 409 answers the error with the places a later publication changed again (UndoConflicts). */
  requestUndo: { POST: typeof Undone }
  requestChecks: { GET: typeof RequestChecks }
  /** requestPicture answers a PNG, which an <img> asks for itself. */
  requestPictures: { GET: typeof RequestPictures }
  /** A 409 answers as Undo's (UndoConflicts). */
  requestUndoSite: { GET: typeof PreviewSite }
  previewLinks: { GET: typeof PreviewLinks; POST: typeof PreviewLinkMade }
  previewLinksEnd: { POST: typeof PreviewLinksEnded }
  requestSite: { GET: typeof PreviewSite }
}

export type EditorAnswers = { [R in keyof Schemas]: { [M in keyof Schemas[R]]: Schemas[R][M] extends TSchema ? Static<Schemas[R][M]> : never } }
