// The whole site: the shared layout around one route per page of site/.
import { useEffect } from 'react'
import { Route, Routes } from 'react-router-dom'
import { config, icons, images } from 'virtual:site-config'
import { routes } from 'virtual:site-routes'
import { afterHydration } from './first-paint.ts'
import { useHydratedMark } from './hydrated-mark.ts'
import { Footer } from './layout/Footer.tsx'
import { Header } from './layout/Header.tsx'
import { ScrollOnNavigate } from './layout/ScrollOnNavigate.tsx'
import { ScrollTopButton } from './layout/ScrollTopButton.tsx'
import { notFoundRoute } from './load-page.ts'
import { RoutePage } from './RoutePage.tsx'
import { SiteContext } from './site-context.tsx'

export function App() {
  useHydratedMark()
  useEffect(afterHydration, [])
  return (
    <SiteContext value={{ config, icons, images }}>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow">
        {config.strings.skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <Routes>
          {routes.map((route) => <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />)}
          <Route path="*" element={<RoutePage route={notFoundRoute} />} />
        </Routes>
      </main>
      <Footer />
      <ScrollTopButton />
      <ScrollOnNavigate />
    </SiteContext>
  )
}
