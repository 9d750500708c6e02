// The site's layout data (firm facts, header, footer, interface strings) and the icons in scope, for
// any component that needs them.
import { createContext, useContext } from 'react'
import type { SiteConfig } from '../schema/generated/site-types.ts'
import type { IconDrawing } from './page-module.ts'

export interface SiteContextValue {
  config: SiteConfig
  icons: Record<string, IconDrawing>
}

export const SiteContext = createContext<SiteContextValue | null>(null)

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext)
  if (!value) throw new Error('No site data: render inside <SiteContext value={…}> (see renderer/App.tsx)')
  return value
}

export const useStrings = () => useSite().config.strings
