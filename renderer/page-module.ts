import type { IconNode } from 'lucide-react'
import type { Page } from '../schema/generated/site-types.ts'
import type { SiteImage } from './site-image.ts'

/** An icon's drawing as lucide gives it: its SVG elements and their attributes. */
export type IconDrawing = IconNode

/**
 * What a virtual:site-page/<name> module exports. renderer/virtual-modules.d.ts uses it through
 * import() types, which knip does not follow.
 * @public
 */
export interface PageModule {
  page: Page
  icons: Record<string, IconDrawing>
  images: Record<string, SiteImage>
}
