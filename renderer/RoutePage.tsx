// One page of site/: its data in context (the layout's icons and images and the page's own), its
// head, its sections, and the parts only some pages have.
import { lazy, use } from 'react'
import { config as builtConfig, icons as layoutIcons, images as layoutImages } from 'virtual:site-config'
import { CookieNotice } from './layout/CookieNotice.tsx'
import { useLiveConfig, useLivePage } from './live-edit.tsx'
import { loadedPage, loadPage } from './load-page.ts'
import { PageHead } from './PageHead.tsx'
import { PageView } from './PageView.tsx'
import { SiteContext } from './site-context.tsx'
import { IconSprite } from './ui/IconSprite.tsx'
import { WhenIdle } from './ui/WhenIdle.tsx'

// Toasts only come from forms that send messages, so only pages with one load the toast library, and
// only once the browser is idle after hydration (it renders nothing on the server).
const Toaster = lazy(() => import('./toast/Toaster.tsx'))

export function RoutePage({ pathname }: { pathname: string }) {
  const config = useLiveConfig(builtConfig)
  const loaded = useLivePage(loadedPage(pathname) ?? use(loadPage(pathname)))
  const icons = { ...layoutIcons, ...loaded.icons }
  const images = { ...layoutImages, ...loaded.images }
  return (
    <SiteContext value={{ config, icons, images }}>
      <IconSprite icons={icons} />
      <PageHead page={loaded.page} />
      <PageView loaded={loaded} />
      {loaded.page.cookieNotice && <CookieNotice />}
      {loaded.page.sections.some((s) => s.type === 'form' && s.submit.kind === 'post') && (
        <WhenIdle fallback={null}>
          <Toaster />
        </WhenIdle>
      )}
    </SiteContext>
  )
}
