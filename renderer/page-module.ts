import type { IconNode } from 'lucide-react'
import type { Page } from '../schema/generated/site-types.ts'
import type { SiteImage } from './site-image.ts'

/** An icon's drawing as lucide gives it: its SVG elements and their attributes. */
export type IconDrawing = IconNode

/** A page's data as the browser receives it (renderer/page-data.ts): the page and exactly the icons and images it uses. */
export interface PageModule {
  page: Page
  icons: Record<string, IconDrawing>
  images: Record<string, SiteImage>
}
