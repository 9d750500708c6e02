// The site's layout data (firm facts, header, footer, interface strings) and the icons and images in
// scope, for any component that needs them.
import { createContext, useContext } from 'react'
import type { SiteConfig } from '../schema/generated/site-types.ts'
import type { IconDrawing } from './page-module.ts'
import type { SiteImage } from './site-image.ts'

export interface SiteContextValue {
  config: SiteConfig
  icons: Record<string, IconDrawing>
  /** By the path site/ writes (`images/team/jane-doe.jpg`): what the build made of it. */
  images: Record<string, SiteImage>
}

export const SiteContext = createContext<SiteContextValue | null>(null)

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext)
  if (!value) throw new Error('No site data: render inside <SiteContext value={…}> (see renderer/App.tsx)')
  return value
}

export const useStrings = () => useSite().config.strings
