// What the editor's page (renderer/editor/) and its server (this folder) agree on, written once and
// imported by both sides: the addresses, the session header and the shape of every request and answer,
// each a TypeBox schema (JSON Schema) that the routes validate and serialize with, its type derived
// from it. Constants and schemas only: the browser's bundle imports this file, so it imports nothing of Node.
import { Type, type Static } from 'typebox'
import type { SiteConfig } from '../../schema/generated/site-types.ts'
import type { PageModule } from '../../renderer/page-module.ts'

/** Everything of the editor's own lives under this prefix: its built UI, the API, each page's data. */
export const editorPrefix = '/__editor/'
export const apiPrefix = `${editorPrefix}api/`
/** A page's data as the editor shows it (the site's route index points here, renderer/page-data.ts). */
export const pageDataPrefix = `${editorPrefix}page/`
/** Every API request carries the token the editor's page was served with (session.ts). */
export const sessionHeader = 'x-editor-token'
/** The <meta name> that carries it in the page. */
export const sessionMeta = 'editor-token'

/** The page a preview link opens (its secret after the #), its built files (a bundle of its own,
 * scripts/build/editor-bundle.ts) and the two calls it makes, all without a session (preview-links.ts). */
export const previewPages = { page: `${editorPrefix}preview`, files: `${editorPrefix}preview-files/`, api: `${editorPrefix}preview-api/` } as const

/** The API's routes, relative to apiPrefix. */
export const editorRoutes = {
  site: 'site',
  siteConfig: 'site-config',
  siteVersion: 'site-version',
  icons: 'icons',
  check: 'check',
  save: 'save',
  drafts: 'drafts',
  review: 'review',
  reviewPictures: 'review/pictures',
  reviewPicture: 'review/picture',
  propose: 'propose',
  messages: 'messages',
  messagesCsv: 'messages.csv',
  messageAnswered: 'messages/answered',
  waiting: 'waiting',
  publish: 'publish',
  requests: 'requests',
  presence: 'presence',
  photo: 'photo',
} as const

/**
 * A file of the site a request may name: site.yaml, testimonials.yaml or a page (pages/<name>.yaml, in
 * small letters, digits and dashes). The server's schemas hold every file name to it; whether the file
 * exists, or may be made, is the server's next question (site-files.ts).
 */
export const siteFileNamePattern = '^(site\\.yaml|testimonials\\.yaml|pages/[a-z0-9][a-z0-9-]*\\.yaml)$'

/** POST photo: the largest photo the editor takes, in bytes (the route's own body limit). */
export const photoMaxBytes = 25 * 1024 * 1024
/** POST photo?folder=: a folder under images/ (`team`, or empty for images/ itself), in small letters, digits and dashes. */
const photoFolderPattern = '^([a-z0-9][a-z0-9-]*(/[a-z0-9][a-z0-9-]*)*)?$'
/** The name a photo added by the editor is stored under, which the server checks before it writes. */
export const photoFileNamePattern = '^images/([a-z0-9][a-z0-9-]*/)*[a-z0-9][a-z0-9-]*\\.(jpg|png|webp)$'

/** A place in a file's data (schema/source-file.ts DataPath): keys and list positions. */
const DataPath = Type.Array(Type.Union([Type.String(), Type.Integer()]), { maxItems: 64 })
/** A file the request names: any other name, ../, an absolute path or a folder is refused with 400 before a handler runs. */
const SiteFileName = Type.String({ pattern: siteFileNamePattern, maxLength: 200 })
export const Strings = Type.Array(Type.String())
const JobState = Type.Enum(['working', 'done', 'failed'])
/** An id the page made (a proposal's) or the server gave (a change request's). */
export const Id = Type.String({ pattern: '^[\\w-]{1,64}$' })

/** POST photo?words=&folder= with the file as the body. */
export const PhotoQuery = Type.Object(
  {
    words: Type.String({ minLength: 1, maxLength: 200 }),
    folder: Type.Optional(Type.String({ pattern: photoFolderPattern, maxLength: 200 })),
  },
  { additionalProperties: false },
)

/** What the page shows of a picture (renderer/site-image.ts SiteImage). */
const SiteImage = Type.Object({
  src: Type.String(),
  width: Type.Optional(Type.Integer()),
  height: Type.Optional(Type.Integer()),
  sources: Type.Array(Type.Object({ type: Type.String(), srcset: Type.String() })),
})
/** POST photo: where it is now (`images/team/maria-at-the-front-desk.jpg`, as site/ writes it), and what the page shows of it. */
export const PhotoAdded = Type.Object({ path: Type.String(), image: SiteImage })
export type PhotoAdded = Static<typeof PhotoAdded>

/** Each changed file's whole new data, by file name. */
export const Drafts = Type.Record(Type.String(), Type.Unknown(), { propertyNames: SiteFileName, maxProperties: 1000 })
export type Drafts = Static<typeof Drafts>

export interface SiteString {
  file: string
  path: Static<typeof DataPath>
  /** As written in the file. */
  raw: string
  /** As the page shows it. */
  shown: string
}

/** A file of the site and its data: none when it cannot be read as data (a slip of its YAML). */
export const SiteFile = Type.Object({ name: Type.String(), data: Type.Optional(Type.Unknown()) })
/** GET site. The page finds each file's strings itself (schema/shown-strings.ts): sent too, they were
 * four fifths of the answer. */
export const EditorSite = Type.Object({
  files: Type.Array(SiteFile),
  pages: Type.Array(Type.Object({ file: Type.String(), path: Type.String() })),
})
export type EditorSite = Static<typeof EditorSite>
/** GET site-config: the layout data, and the icons and photos it uses (virtual:site-config in the editor); GET icons: every icon's drawing. */
export const SiteConfigAnswer = Type.Unsafe<{ config: SiteConfig } & Omit<PageModule, 'page'>>(
  Type.Object({ config: Type.Unknown(), icons: Type.Unknown(), images: Type.Unknown() }),
)
export const Icons = Type.Unsafe<PageModule['icons']>(Type.Record(Type.String(), Type.Array(Type.Unknown())))

/** A problem in words, the place in a file's data it is at, and whether it is only a warning (the words may be meant: it stops nothing). */
export const PlacedProblem = Type.Object({ text: Type.String(), file: Type.String(), path: DataPath, warning: Type.Boolean() })
export type PlacedProblem = Static<typeof PlacedProblem>

/** POST check { drafts }, and POST review { drafts? } */
export const CheckBody = Type.Object({ drafts: Drafts })
export const ReviewBody = Type.Partial(CheckBody)
export const CheckAnswer = Type.Object({ problems: Strings, placed: Type.Array(PlacedProblem) })
export type CheckAnswer = Static<typeof CheckAnswer>

/** POST save { drafts, anyway }: the files written, and the problems (warnings, or errors saved
 * `anyway`); with errors and not `anyway`, 409 and the problems alone. */
export const SaveBody = Type.Interface([CheckBody], { anyway: Type.Optional(Type.Boolean()) })
export const Saved = Type.Object({ saved: Strings, placed: Type.Array(PlacedProblem) })
/** Save's 409: the drafts' problems, each at its place. */
export const SaveRefused = Type.Object({ placed: Type.Array(PlacedProblem) })
/** Send for review's 409: the drafts' problems as `npm run validate` says them. */
export const Problems = Type.Object({ problems: Strings })
/** What the page makes of a save's answer (renderer/editor/editor-api.ts). */
export type SaveAnswer = { status: number; saved?: string[]; placed?: PlacedProblem[]; error?: string }

/** GET site-version: a number that changes whenever a file of site/ does, so the page reads the site again. */
export const SiteVersion = Type.Object({ version: Type.Integer() })
export type SiteVersion = Static<typeof SiteVersion>

export const PicturesProgress = Type.Object({
  state: JobState,
  step: Type.String(),
  done: Type.Integer(),
  total: Type.Integer(),
  routes: Type.Optional(
    Type.Object({
      changed: Strings,
      added: Strings,
      removed: Strings,
      alike: Type.Optional(Type.Record(Type.String(), Strings)),
      /** Each page's title by its address, as the changes have it (as it was, for a removed page). */
      titles: Type.Optional(Type.Record(Type.String(), Type.String())),
      total: Type.Integer(),
    }),
  ),
  shots: Strings,
  /** Of `shots`, the "before" pictures kept from an earlier review of the same commit. */
  reused: Type.Optional(Strings),
  /** Where a changed route's pictures first differ, in px from the top, by <route folder>/<width>. */
  offsets: Type.Record(Type.String(), Type.Number()),
  error: Type.Optional(Type.String()),
})
export type PicturesProgress = Static<typeof PicturesProgress>
/** GET review/pictures: none before the first review. */
export const PicturesAnswer = Type.Union([PicturesProgress, Type.Null()])
/** GET review/picture?file=index/after-1280.png: one picture of the last review's (its PNG). */
export const ReviewPictureQuery = Type.Object({ file: Type.String({ pattern: '^([A-Za-z0-9_~-]+/)+(before|after)-[0-9]+\\.png$' }) })
export type ReviewPictureQuery = Static<typeof ReviewPictureQuery>

/** POST review: the changes in words, how many problems the edits have (the pictures wait until there are none). */
export const Review = Type.Object({ changes: Strings, errors: Type.Integer(), pictures: Type.Optional(PicturesProgress) })
export type Review = Static<typeof Review>

/** POST propose { drafts?, id? }: the id the page gave it, to ask for it again (GET propose). */
export const ProposeBody = Type.Object({ drafts: Type.Optional(Drafts), id: Type.Optional(Id) })
/** POST propose, GET propose */
export const Proposal = Type.Object({
  id: Type.String(),
  state: JobState,
  step: Type.String(),
  changes: Strings,
  /** Hosted: the change request it is recorded as (a second proposal on the same branch grows the same one). */
  request: Type.Optional(Type.String()),
  branch: Type.Optional(Type.String()),
  commit: Type.Optional(Type.String()),
  /** The pull request opened or updated, when the repository is on GitHub and GITHUB_TOKEN is set. */
  url: Type.Optional(Type.String()),
  /** Otherwise, what to run to hand the branch over. */
  commands: Type.Optional(Strings),
  note: Type.Optional(Type.String()),
  /** Hosted: its before and after pictures, made after the answer and pushed beside the branch; `note` says where they are once made. */
  pictures: Type.Optional(JobState),
  error: Type.Optional(Type.String()),
  problems: Type.Optional(Strings),
})
export type Proposal = Static<typeof Proposal>
/** GET propose: the last proposal, none before the first. */
export const LastProposal = Type.Union([Proposal, Type.Null()])

/** One change of the editor's history (renderer/editor/drafts/edit-history.ts): the value before
 * (none: a new field, a new file), and after (none removes the field). */
export const Change = Type.Object({ file: SiteFileName, path: DataPath, before: Type.Optional(Type.Unknown()), after: Type.Optional(Type.Unknown()) })
export type Change = Static<typeof Change>

/** A place changed both in the drafts and on disk meanwhile (draft-rebase.ts), with the editor's
 * changes at that place, to add back to the history when the editor keeps them. */
export const Conflict = Type.Object({
  file: SiteFileName,
  path: DataPath,
  mine: Type.Optional(Type.Unknown()),
  theirs: Type.Optional(Type.Unknown()),
  changes: Type.Array(Change),
})
export type Conflict = Static<typeof Conflict>

/** PUT drafts: the history as it is now; answers how many changes are kept done. */
export const DraftHistory = Type.Object({ done: Type.Array(Change), undone: Type.Array(Change), conflicts: Type.Array(Conflict) })
export type DraftHistory = Static<typeof DraftHistory>
export const DraftsKept = Type.Object({ kept: Type.Integer() })

/** A conflict as the page shows it: the place in plain words ("Home › Hero › Heading"), and both sides. */
export const ShownConflict = Type.Interface([Conflict], { where: Type.String(), mineText: Type.String(), theirsText: Type.String() })
export type ShownConflict = Static<typeof ShownConflict>

/** GET drafts: the history to bring back, each conflict with its place and both sides in words. Hosted,
 * `sent`: the first `changes` of the history were sent as `request`, which is still open (waiting, or changes asked). */
export const SavedDraftsAnswer = Type.Interface([Type.Pick(DraftHistory, ['done', 'undone'])], {
  conflicts: Type.Array(ShownConflict),
  sent: Type.Optional(Type.Object({ request: Type.String(), changes: Type.Integer(), state: Type.Enum(['waiting', 'changes asked']) })),
})
export type SavedDraftsAnswer = Static<typeof SavedDraftsAnswer>

/** PUT presence { page }, GET presence?page=: the route the person's page shows now, told every few seconds (presence-routes.ts). */
const page = Type.String({ minLength: 1, maxLength: 500, pattern: '^/' })
export const PresenceUpdate = Type.Object({ page }, { additionalProperties: false })
export const PresenceQuery = Type.Object({ page })
/** Its answer: the other people whose page shows the same route now. */
export const Presence = Type.Object({ others: Type.Array(Type.Object({ name: Type.String(), email: Type.String() })) })
export type Presence = Static<typeof Presence>
