// The whole site: providers, the shared layout, and the page of the current path. The page is found
// by a lookup of the path (renderer/load-page.ts), not by ranking a <Route> per page, which grows as
// the square of the pages.
import { lazy, use, useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { config, icons as layoutIcons, images as layoutImages } from 'virtual:site-config'
import { CookieNotice } from './layout/CookieNotice.tsx'
import { Footer } from './layout/Footer.tsx'
import { Header } from './layout/Header.tsx'
import { ScrollTopButton } from './layout/ScrollTopButton.tsx'
import { loadedPage, loadPage, routePath } from './load-page.ts'
import { PageHead } from './PageHead.tsx'
import { PageView } from './PageView.tsx'
import { applyFullStylesheet } from './full-stylesheet.ts'
import { SiteContext } from './site-context.tsx'
import { IconSprite } from './ui/IconSprite.tsx'
import { onIdle } from './ui/on-idle.ts'
import { renderEverySection } from './ui/scroll.ts'
import { WhenIdle } from './ui/WhenIdle.tsx'

// Toasts only come from forms that send messages, so only pages with one load the toast library, and
// only once the browser is idle after hydration (it renders nothing on the server).
const Toaster = lazy(() => import('./toast/Toaster.tsx'))

function RoutePage({ pathname }: { pathname: string }) {
  const loaded = loadedPage(pathname) ?? use(loadPage(pathname))
  const icons = { ...layoutIcons, ...loaded.icons }
  const images = { ...layoutImages, ...loaded.images }
  return (
    <SiteContext value={{ config, icons, images }}>
      <IconSprite icons={icons} />
      <PageHead page={loaded.page} />
      <PageView loaded={loaded} />
      {loaded.page.cookieNotice && <CookieNotice />}
      {loaded.page.sections.some((s) => s.type === 'form' && s.submit.kind === 'post') && <WhenIdle fallback={null}><Toaster /></WhenIdle>}
    </SiteContext>
  )
}

/** On every route change the page starts at the top, or at the #anchor the link named. */
function ScrollOnNavigate() {
  const { pathname, hash } = useLocation()
  // The page the visitor arrived on is where the browser put it (its #anchor, or where a reload or
  // Back left it); only later route changes are scrolled.
  const arrived = useRef(true)
  // Before the next page is painted: it may need rules that only the full stylesheet has.
  useLayoutEffect(() => {
    if (!arrived.current) applyFullStylesheet()
  }, [pathname])
  useEffect(() => {
    if (arrived.current) {
      arrived.current = false
      return
    }
    const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)))
    if (target) {
      renderEverySection()
      target.scrollIntoView()
    }
    else window.scrollTo(0, 0)
  }, [pathname, hash])
  return null
}

export function App() {
  // Marks the page as interactive once hydrated (browser tests wait for it before typing).
  useEffect(() => {
    performance.mark('hydrated')
    document.documentElement.dataset.hydrated = 'true'
    return onIdle(applyFullStylesheet)
  }, [])
  const { strings } = config
  const { pathname } = useLocation()
  return (
        <SiteContext value={{ config, icons: layoutIcons, images: layoutImages }}>
          <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow">
            {strings.skipToContent}
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
