// What each call of the editor's API answers when it succeeds, by route (a name of editorRoutes) and
// method: the page's client (renderer/editor/editor-api.ts) returns these types, so no answer is cast.
// Any error answers ErrorAnswer (contract.ts). Types only: the browser's bundle imports this file.
import type { SiteConfig } from '../../schema/generated/site-types.ts'
import type { PageModule } from '../../renderer/page-module.ts'
import type {
  CheckAnswer, EditorSite, MarkAnswered, PicturesProgress, Proposal, Published, Review, SavedDraftsAnswer, SiteVersion, VisitorMessage, WaitingChange,
} from './contract.ts'

export interface EditorAnswers {
  site: { GET: EditorSite }
  /** The layout data, and the icons and photos it uses (virtual:site-config in the editor). */
  siteConfig: { GET: { config: SiteConfig } & Omit<PageModule, 'page'> }
  siteVersion: { GET: SiteVersion }
  icons: { GET: PageModule['icons'] }
  check: { POST: CheckAnswer }
  /** Saved: the files written, and the problems (warnings, or errors saved `anyway`). A 409 answers the problems alone. */
  save: { POST: { saved: string[]; problems: string[] } }
  drafts: { GET: SavedDraftsAnswer; PUT: { kept: number } }
  review: { POST: Review }
  reviewPictures: { GET: PicturesProgress | null }
  /** A 409 answers the drafts' problems, or (sent twice) an error. */
  propose: { GET: Proposal | null; POST: Proposal }
  messages: { GET: { messages: VisitorMessage[] } }
  messageAnswered: { PUT: MarkAnswered }
  waiting: { GET: { waiting: WaitingChange[] } }
  publish: { POST: Published }
}
