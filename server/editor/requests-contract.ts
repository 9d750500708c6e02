// What the page and the change requests' routes (requests/) agree on, beside contract.ts: their
// addresses under editorRoutes.requests and the shape of each request and answer, each a TypeBox schema
// the routes validate and answer with, its type derived from it. Constants and schemas only: the
// browser's bundle imports this file, so it imports nothing of Node.
import { Type, type Static } from 'typebox'
import { Conflict, editorRoutes, Icons, Id, SiteFile, siteFileNamePattern, Strings } from './contract.ts'
import type { SiteImage } from '../../renderer/site-image.ts'

/** Sent and not answered for good: waiting, or returned to its sender, who sends it again on its branch (and,
 * on a preview link's page, comments are still read before it is published or declined). */
export const isOpen = (sent: { state: string } | undefined) => sent?.state === 'waiting' || sent?.state === 'changes asked'

const requests = editorRoutes.requests

/** The change requests' routes, relative to apiPrefix; `:id` is a request's id. */
export const requestRoutes = {
  requestsScheduled: `${requests}/scheduled`,
  publications: `${requests}/history`,
  pageVersions: `${requests}/page-versions`,
  restorePage: `${requests}/restore`,
  request: `${requests}/:id`,
  requestSchedule: `${requests}/:id/schedule`,
  requestAnswer: `${requests}/:id/answer`,
  requestComment: `${requests}/:id/comment`,
  requestWords: `${requests}/:id/words`,
  requestUndo: `${requests}/:id/undo`,
  requestChecks: `${requests}/:id/checks`,
  requestPictures: `${requests}/:id/pictures`,
  requestPicture: `${requests}/:id/picture`,
  requestUndoSite: `${requests}/:id/undo-site`,
  previewLinks: `${requests}/:id/preview-links`,
  previewLinksEnd: `${requests}/:id/preview-links/end`,
  requestSite: `${requests}/:id/site`,
} as const

/** The two calls of a preview link's page, relative to previewPages.api, without a session. */
export const previewRoutes = { site: 'site', comment: 'comment' } as const

/** Words a person writes: at least one that is not a space. */
const Words = Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' })
const RequestState = Type.Enum(['waiting', 'changes asked', 'declined', 'published'])
const Decision = Type.Enum(['changes asked', 'declined'])

/** requests/:id/… */
export const RequestParams = Type.Object({ id: Id })
export type RequestParams = Static<typeof RequestParams>
/** An answer naming the request: the one commented on, reworded, or sent by a restore. */
export const RequestNamed = Type.Object({ id: Type.String() })

/** A request as everyone sees it: its sender's name, when it was sent (ms since 1970), its changes in words. */
const RequestSummary = Type.Object({
  id: Type.String(),
  title: Type.String(),
  state: RequestState,
  sender: Type.String(),
  sentAt: Type.Number(),
  changes: Strings,
  note: Type.Optional(Type.String()),
  publishAt: Type.Optional(Type.Number()),
})
export type RequestSummary = Static<typeof RequestSummary>
/** GET requests (one's own) and GET requests/scheduled (those set for a time, the soonest first). */
export const RequestList = Type.Object({ requests: Type.Array(RequestSummary) })
/** GET requests/:id: the request and what happened to it, in order. */
const RequestEvent = Type.Object({ kind: Type.String(), at: Type.Number(), by: Type.String(), words: Type.Optional(Type.String()) })
export type RequestEvent = Static<typeof RequestEvent>
export const RequestShown = Type.Object({
  request: RequestSummary,
  events: Type.Array(RequestEvent),
  /** Published, and the editor asks the live site (SITE_ORIGIN) when it shows it: a "live" event follows. */
  watched: Type.Optional(Type.Boolean()),
})
export type RequestShown = Static<typeof RequestShown>

/** POST requests/:id/schedule { at } (publishers): ms since 1970, or null to cancel; answers the time set. */
export const ScheduleBody = Type.Object({ at: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]) }, { additionalProperties: false })
export const Scheduled = Type.Object({ id: Type.String(), publishAt: Type.Optional(Type.Number()) })
/** POST requests/:id/answer { state, words } (publishers). */
export const AnswerBody = Type.Object({ state: Decision, words: Type.Optional(Words) }, { additionalProperties: false })
export const RequestAnswered = Type.Object({ id: Type.String(), state: Decision })
/** POST requests/:id/comment { words } */
export const CommentBody = Type.Object({ words: Words }, { additionalProperties: false })
/** POST requests/:id/words { title?, note? }: its sender rewords it. */
export const RewordBody = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' })),
    note: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { minProperties: 1, additionalProperties: false },
)

/** GET requests/history: every publication, the newest first: the request, who published it and when. */
const Publication = Type.Interface([Type.Pick(RequestSummary, ['id', 'title', 'changes', 'sender', 'sentAt'])], {
  publishedBy: Type.String(),
  publishedAt: Type.Number(),
  undone: Type.Boolean(),
})
export type Publication = Static<typeof Publication>
export const Publications = Type.Object({ publications: Type.Array(Publication) })
/** POST requests/:id/undo (publishers): the undo's own request, and how it was published. */
export const Undone = Type.Object({ id: Type.String(), how: Type.Enum(['fast-forward', 'merge', 'published already']) })
/** Its 409 when a later publication changed the same places: the error answer (editor-errors.ts) with each place and both values. */
const Clash = Type.Omit(Conflict, ['changes'])
export type Clash = Static<typeof Clash>
export const UndoConflicts = Type.Object({ conflicts: Type.Optional(Type.Array(Clash)) })

/** GET requests/page-versions?file=: the page's versions, the newest first, each named by its publication if any. */
const PageFile = Type.String({ pattern: siteFileNamePattern })
export const PageVersionsQuery = Type.Object({ file: PageFile })
export const PageVersions = Type.Object({
  versions: Type.Array(
    Type.Object({
      commit: Type.String(),
      at: Type.Number(),
      title: Type.Optional(Type.String()),
      request: Type.Optional(Type.String()),
      publishedBy: Type.Optional(Type.String()),
    }),
  ),
})
/** POST requests/restore { file, commit }: a request that brings that version back; answers its id. */
export const RestoreBody = Type.Object({ file: PageFile, commit: Type.String({ pattern: '^[0-9a-f]{40}$' }) }, { additionalProperties: false })

/** GET requests/:id/checks: the problems that would stop Publish, and the warnings that would not. */
export const RequestChecks = Type.Object({ problems: Strings, warnings: Strings })

/** A picture of a request's pages (proposals/pictures-branch.ts): `<the route's folder>/<before|after>-<width>.png`,
 * the folder `index` for the home page; no dot in a folder, so never `..`. */
export const pictureFilePattern = '^([A-Za-z0-9_~-]+/)+(before|after)-(1280|375)\\.png$'
/** The widths pictured: a computer's and a phone's. */
export const pictureWidths = [1280, 375] as const
/** GET requests/:id/picture?file=&at=: one picture of the request, as its pictures branch holds it at `at`. */
export const PictureQuery = Type.Object(
  { file: Type.String({ pattern: pictureFilePattern, maxLength: 300 }), at: Type.String({ pattern: '^[0-9a-f]{40}$' }) },
  { additionalProperties: false },
)
export type PictureQuery = Static<typeof PictureQuery>
/** GET requests/:id/pictures: each page the request changes, by its address and its title (the page's
 * `title` as the request has it, or as it was for a removed page; none for a page without one), with the
 * address of its picture before and after at each width (none before for a new page, none after for a
 * removed one); `working` while they are made, `failed` when they could not be, `none` when none were kept. */
export const RequestPictures = Type.Object({
  state: Type.Enum(['working', 'done', 'failed', 'none']),
  pages: Type.Array(
    Type.Object({
      route: Type.String(),
      title: Type.Optional(Type.String()),
      /** `offset`: where before and after first differ, in the picture's px from the top, when known. */
      widths: Type.Array(
        Type.Object({ width: Type.Integer(), before: Type.Optional(Type.String()), after: Type.Optional(Type.String()), offset: Type.Optional(Type.Number()) }),
      ),
    }),
  ),
})
export type RequestPictures = Static<typeof RequestPictures>

/** POST requests/:id/preview-links { days } (publishers): the link, and when it ends. */
export const PreviewLinkBody = Type.Object({ days: Type.Integer({ minimum: 1, maximum: 7 }) }, { additionalProperties: false })
export const PreviewLinkMade = Type.Object({ link: Type.String(), expires: Type.Number() })
export type PreviewLinkMade = Static<typeof PreviewLinkMade>
/** GET requests/:id/preview-links: who made each, when it ends or ended. */
export const PreviewLinks = Type.Object({
  links: Type.Array(Type.Object({ madeBy: Type.String(), madeAt: Type.Number(), expires: Type.Number(), ended: Type.Optional(Type.Number()) })),
})
/** POST requests/:id/preview-links/end (publishers): how many living links were ended. */
export const PreviewLinksEnded = Type.Object({ ended: Type.Integer() })

const key = Type.String({ pattern: '^[\\w-]{20,100}$' })
/** A preview link's whole secret (people-sql.ts `newSecret`: 32 bytes in base64url), and nothing after it. */
export const previewSecret = /^[\w-]{43}/
/** POST preview-api/site { key }: the request's site files as it would be published. */
export const PreviewKey = Type.Object({ key }, { additionalProperties: false })
/** The answer of POST preview-api/site and of GET requests/:id/site (signed in): the request's site files
 * as it would be published, the drawings of the icons and the versions of the pictures they name, and the
 * path of the first page it changes (the page the preview opens on; none when it changes no page). */
export const PreviewSite = Type.Interface([Type.Pick(RequestSummary, ['title', 'changes', 'state'])], {
  files: Type.Array(SiteFile),
  page: Type.Optional(Type.String()),
  icons: Icons,
  images: Type.Unsafe<Record<string, SiteImage>>(Type.Record(Type.String(), Type.Unknown())),
})
export type PreviewSite = Static<typeof PreviewSite>
/** POST preview-api/comment { key, name, words?, looksGood }: answered in words (sign-in-contract.ts Said). */
export const PreviewComment = Type.Object(
  {
    key,
    name: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
    words: Type.Optional(Type.String({ maxLength: 2000 })),
    looksGood: Type.Boolean(),
  },
  { additionalProperties: false },
)

/** GET waiting (the hosted editor): the change requests sent for review and not published yet, as the
 * editor recorded them (never a branch someone pushed, nor a commit's message or author): the request's
 * id (what Publish names), the branch it waits on, the name in the editor of who sent it, its changes in words, and
 * the time a publisher set to publish it, if any (ms since 1970). */
export const WaitingChange = Type.Object({
  id: Type.String(),
  branch: Type.String(),
  author: Type.String(),
  sentAt: Type.String(),
  title: Type.String(),
  changes: Strings,
  publishAt: Type.Optional(Type.Number()),
})
export type WaitingChange = Static<typeof WaitingChange>
export const Waiting = Type.Object({ waiting: Type.Array(WaitingChange) })

/** POST publish { id } or { branch } (publishers): the request's commit is on the site's main version, which goes live. */
export const PublishBody = Type.Object(
  { id: Type.Optional(Id), branch: Type.Optional(Type.String({ pattern: '^site-edit/[\\w./-]{1,200}$' })) },
  { minProperties: 1, maxProperties: 1, additionalProperties: false },
)
export const Published = Type.Object({ id: Type.String(), branch: Type.String(), how: Type.Enum(['fast-forward', 'merge', 'published already']) })
export type Published = Static<typeof Published>
