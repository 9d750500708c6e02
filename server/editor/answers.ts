// What each call of the editor's API answers when it succeeds, by route (a name of editorRoutes) and
// method: the schemas the routes answer with (contract.ts), from which the page's client
// (renderer/editor/editor-api.ts) types each answer, so none is cast. Any error answers ErrorAnswer
// (editor-errors.ts). Types only: the browser's bundle imports this file.
import type { Static, TSchema } from 'typebox'
import type { SiteConfig } from '../../schema/generated/site-types.ts'
import type { PageModule } from '../../renderer/page-module.ts'
import type {
  CheckAnswer, DraftsKept, EditorSite, LastProposal, MarkAnswered, Messages, PicturesAnswer, Proposal, Published, Review, Saved, SavedDraftsAnswer, SiteVersion,
  Waiting,
} from './contract.ts'

interface Schemas {
  site: { GET: typeof EditorSite }
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
}

/** The answers the site's renderer has types of (renderer/page-module.ts), which the routes answer as JSON as they are. */
interface Typed {
  /** The layout data, and the icons and photos it uses (virtual:site-config in the editor). */
  siteConfig: { GET: { config: SiteConfig } & Omit<PageModule, 'page'> }
  icons: { GET: PageModule['icons'] }
}

export type EditorAnswers = Typed & { [R in keyof Schemas]: { [M in keyof Schemas[R]]: Schemas[R][M] extends TSchema ? Static<Schemas[R][M]> : never } }
