// The whole site: the shared layout around the page of the current path. The page is found by a lookup
// of the path (renderer/load-page.ts), not by ranking a <Route> per page, which grows as the square of
// the pages.
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { config as builtConfig, icons, images } from 'virtual:site-config'
import { afterHydration } from './first-paint.ts'
import { useHydratedMark } from './hydrated-mark.ts'
import { Footer } from './layout/Footer.tsx'
import { Header } from './layout/Header.tsx'
import { ScrollOnNavigate } from './layout/ScrollOnNavigate.tsx'
import { ScrollTopButton } from './layout/ScrollTopButton.tsx'
import { useLiveConfig } from './live-edit.tsx'
import { routePath } from './load-page.ts'
import { RoutePage } from './RoutePage.tsx'
import { SiteContext } from './site-context.tsx'

export function App() {
  useHydratedMark()
  useEffect(afterHydration, [])
  const { pathname } = useLocation()
  const config = useLiveConfig(builtConfig)
  return (
    <SiteContext value={{ config, icons, images }}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {config.strings.skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <RoutePage key={routePath(pathname)} pathname={pathname} />
      </main>
      <Footer />
      <ScrollTopButton />
      <ScrollOnNavigate />
    </SiteContext>
  )
}
