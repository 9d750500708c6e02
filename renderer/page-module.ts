import type { ComponentType, SVGProps } from 'react'
import type { Page } from '../schema/generated/site-types.ts'

export type IconComponent = ComponentType<SVGProps<SVGSVGElement>>

/** What a virtual:site-page/<name> module exports. */
export interface PageModule {
  page: Page
  icons: Record<string, IconComponent>
}
