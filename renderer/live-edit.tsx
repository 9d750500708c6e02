// The editor's two hooks in the page. `npm run edit` puts renderer/editor/preview/live-edit.tsx in place of this
// module (scripts/build/editor-bundle.ts), so the page shows the editor's drafts as they are typed and
// each section can be picked and keeps its last valid state, and the header, footer and every fact
// follow the drafts too; for visitors they change nothing.
import type { ReactNode } from 'react'
import type { SiteConfig } from '../schema/generated/site-types.ts'
import type { LoadedPage } from './load-page.ts'

/** The page as it is to be shown: for visitors, as loaded. */
export const useLivePage = (loaded: LoadedPage): LoadedPage => loaded

/** The layout data (facts, header, footer, words) as it is to be shown: for visitors, as built. */
export const useLiveConfig = (config: SiteConfig): SiteConfig => config

/** Around each section of a page: for visitors, nothing. */
export const LiveSection = ({ children }: { index: number; children: ReactNode }) => children
