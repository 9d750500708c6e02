// What the editor's page (renderer/editor/) and its server (this folder) agree on, written once and
// imported by both sides: the addresses, the session header and the shape of every request and answer.
// Types only and constants: the browser's bundle imports this file, so it imports nothing of Node.
import type { DataPath } from '../../schema/source-file.ts'
import type { EditorErrorCode } from './editor-errors.ts'
import type { ContactMessage } from '../../schema/generated/site-types.ts'
import type { SiteImage } from '../../renderer/site-image.ts'

/** Everything of the editor's own lives under this prefix: its built UI, the API, each page's data. */
export const editorPrefix = '/__editor/'
export const apiPrefix = `${editorPrefix}api/`
/** A page's data as the editor shows it (the site's route index points here, renderer/page-data.ts). */
export const pageDataPrefix = `${editorPrefix}page/`
/** Every API request carries the token the editor's page was served with (session.ts). */
export const sessionHeader = 'x-editor-token'
/** The <meta name> that carries it in the page. */
export const sessionMeta = 'editor-token'

/** The API's routes, relative to apiPrefix. */
/** The page a preview link opens (its secret after the #), and the two calls it makes, all without a session (preview-links.ts). */
export const previewPages = { page: `${editorPrefix}preview`, api: `${editorPrefix}preview-api/` } as const

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
export const photoFolderPattern = '^([a-z0-9][a-z0-9-]*(/[a-z0-9][a-z0-9-]*)*)?$'
/** The name a photo added by the editor is stored under, which the server checks before it writes. */
export const photoFileNamePattern = '^images/([a-z0-9][a-z0-9-]*/)*[a-z0-9][a-z0-9-]*\\.(jpg|png|webp)$'

/** POST photo?words=&folder= with the file as the body: where it is now, and what the page shows of it. */
export interface PhotoAdded {
  /** As site/ writes it: `images/team/maria-at-the-front-desk.jpg`. */
  path: string
  image: SiteImage
}

/** Fastify's own code for a request it refuses before the editor reads it (bad JSON, a wrong content type). */
export type FastifyErrorCode = `FST_${string}`

/** Every error's answer (a 4xx or a 5xx): a code to branch on, from the catalogue (editor-errors.ts) or
 * Fastify's own, and words to show the person. */
export interface ErrorAnswer { code: EditorErrorCode | FastifyErrorCode; message: string }

/** Each changed file's whole new data, by file name. */
export type Drafts = Record<string, unknown>

export interface SiteString {
  file: string
  path: DataPath
  /** As written in the file. */
  raw: string
  /** As the page shows it. */
  shown: string
}

/** GET site. The page finds each file's strings itself (schema/shown-strings.ts): sent too, they were
 * four fifths of the answer. */
export interface EditorSite {
  files: { name: string; data: unknown }[]
  pages: { file: string; path: string }[]
}

/** A problem in words, and the place in a file's data it is at. */
export interface PlacedProblem { text: string; file: string; path: DataPath }

/** POST check */
export interface CheckAnswer { problems: string[]; placed: PlacedProblem[] }

/** POST save (200, or 409 with the problems when there are errors and not `anyway`) */
export interface SaveAnswer { status: number; saved?: string[]; problems?: string[]; error?: string }

/** GET site-version: a number that changes whenever a file of site/ does, so the page reloads. */
export interface SiteVersion { version: number }

export interface PicturesProgress {
  state: 'working' | 'done' | 'failed'
  step: string
  done: number
  total: number
  routes?: { changed: string[]; added: string[]; removed: string[]; alike?: Record<string, string[]>; total: number }
  shots: string[]
  /** Of `shots`, the "before" pictures kept from an earlier review of the same commit. */
  reused?: string[]
  /** Where a changed route's pictures first differ, in px from the top, by <route folder>/<width>. */
  offsets: Record<string, number>
  error?: string
}

/** POST review */
export interface Review {
  changes: string[]
  /** How many problems the edits have: the pictures wait until there are none. */
  errors: number
  pictures?: PicturesProgress
}

/** POST propose, GET propose */
export interface Proposal {
  id: string
  state: 'working' | 'done' | 'failed'
  step: string
  changes: string[]
  /** Hosted: the change request it is recorded as (a second proposal on the same branch grows the same one). */
  request?: string
  branch?: string
  commit?: string
  /** The pull request opened or updated, when the repository is on GitHub and GITHUB_TOKEN is set. */
  url?: string
  /** Otherwise, what to run to hand the branch over. */
  commands?: string[]
  note?: string
  /** Hosted: its before and after pictures, made after the answer and pushed beside the branch; `note`
   * says where they are once made. */
  pictures?: 'working' | 'done' | 'failed'
  error?: string
  problems?: string[]
}

/** One change of the editor's history (renderer/editor/drafts/edit-history.ts): `after` undefined removes the key. */
export interface Change {
  file: string
  path: DataPath
  /** The value before; undefined where there was none (a new field, a new file). */
  before: unknown
  /** The value after; undefined removes the field. */
  after: unknown
}

/** A place changed both in the drafts and on disk meanwhile (draft-rebase.ts). */
export interface Conflict {
  file: string
  path: DataPath
  mine: unknown
  theirs: unknown
  /** The editor's changes at that place, to add back to the history when the editor keeps them. */
  changes: Change[]
}

/** PUT drafts: the history as it is now. */
export interface DraftHistory { done: Change[]; undone: Change[]; conflicts: Conflict[] }

/** A conflict as the page shows it: the place in plain words ("Home › Hero › Heading"), and both sides. */
export interface ShownConflict extends Conflict { where: string; mineText: string; theirsText: string }

/** GET drafts: the history to bring back, each conflict with its place and both sides in words. */
export interface SavedDraftsAnswer { done: Change[]; undone: Change[]; conflicts: ShownConflict[] }

/** GET messages?q=: a message visitors sent, newest first, and whether the firm has answered it. */
export interface VisitorMessage extends ContactMessage {
  id: string
  receivedAt: string
  answeredAt?: string
  answeredBy?: string
}

/** PUT messages/answered */
export interface MarkAnswered { id: string; answered: boolean }

/** GET waiting (the hosted editor): the change requests sent for review and not published yet, as the
 * editor recorded them (never a branch someone pushed, nor a commit's message or author). */
export interface WaitingChange {
  /** The request: what Publish names. */
  id: string
  /** Where the change waits (a branch of the site's repository). */
  branch: string
  /** The name of the person who sent it, in the editor. */
  author: string
  sentAt: string
  title: string
  /** Its changes in words, from its commit. */
  changes: string[]
}

/** POST publish { id } (publishers): the request's commit is on the site's main version, which goes live. */
export interface Published { id: string; branch: string; how: 'fast-forward' | 'merge' | 'published already' }

/** PUT presence { page }: the route the person's page shows now, told every few seconds (presence-routes.ts). */
export interface PresenceUpdate { page: string }

/** PUT presence, GET presence?page=: the other people whose page shows the same route now. */
export interface Presence { others: { name: string; email: string }[] }
