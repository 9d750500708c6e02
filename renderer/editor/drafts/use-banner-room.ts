// Room above the page for the banner fixed under the bar (SavedDrafts.tsx, editor.css) while it shows:
// the page starts below it and its sticky header sticks below it (--editor-top), so the banner never
// covers the page's first heading, on a phone least of all, where the banner is tallest.
import { useEffect, type RefObject } from 'react'
import { onResize } from '../shell/on-resize.ts'

export function useBannerRoom(banner: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = banner.current
    if (!shown || !element) return
    const root = document.documentElement.style
    const fit = () => root.setProperty('--editor-top', `${Math.ceil(element.getBoundingClientRect().bottom) + 8}px`)
    fit()
    const stop = onResize(element, fit)
    return () => {
      stop()
      root.removeProperty('--editor-top')
    }
  }, [banner, shown])
}
