// The request's site, drawn by the site's own renderer (App.tsx) as the editor's page draws its drafts:
// its files go through the editor's live preview (../preview/use-live-preview.ts, live-store.ts), which
// fills in references and prose as the build does, and the editor's hooks (../preview/live-edit.tsx)
// show them. The router keeps the page of the site in memory and in the address's `?page=`, so a link
// inside the site moves within the preview, never to the live site nor to the editor's own pages; a
// reload and Back stay in the preview. Forms send nothing. The bar above (PreviewBar.tsx) says what it is.
import '../../styles.css'
import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom'
import type { Page } from '../../../schema/generated/site-types.ts'
import { homePath, notFoundPath } from '../../../schema/needed-paths.ts'
import type { EditorSite } from '../../../server/editor/contract.ts'
import { App } from '../../App.tsx'
import { loadedPage, loadPage, routePath } from '../../load-page.ts'
import type { PageModule } from '../../page-module.ts'
import { scrollToAnchor } from '../../ui/scroll.ts'
import { liveSlice } from '../preview/live-store.ts'
import { useLivePreview } from '../preview/use-live-preview.ts'
import { PreviewBar, barClass } from './PreviewBar.tsx'
import { pageParam, previewSite } from './preview-source.ts'

const preview = await previewSite()
const { files } = preview
const pageFiles = files.filter(({ name, data }) => name.startsWith('pages/') && Array.isArray((data as Page | undefined)?.sections))
const site: EditorSite = { files, pages: pageFiles.map(({ name, data }) => ({ file: name, path: (data as Page).path })) }
const saved = Object.fromEntries(files.map(({ name, data }) => [name, data]))
const noDrafts = {}
// Each route's data as the renderer loads it: the page (shown as the live store has it) with the icons
// and pictures of the whole site, which virtual:site-config already gives every page.
const modules = new Map<string, PageModule>(pageFiles.map(({ data }) => [(data as Page).path, { page: data as Page, icons: {}, images: {} }]))

/** Loads the page at `path` (an address the site does not have shows its not-found page) before it is shown. */
async function ready(path: string) {
  const route = routePath(path)
  if (!loadedPage(route)) await loadPage(route, modules.get(route) ?? modules.get(notFoundPath))
}

// Without a page named, the preview opens on the page the request changes (the answer's), else the home page.
const pageOf = (url: string) => new URL(url).searchParams.get(pageParam) || preview.page || homePath
/** This page's address showing `path`, named even for the home page; the kind's query or secret (after the #) stay as they are. */
function addressOf(path: string) {
  const url = new URL(location.href)
  url.searchParams.set(pageParam, path)
  return url.pathname + url.search + url.hash
}

const inBar = (target: EventTarget | null) => target instanceof Element && target.closest(`.${barClass}`) !== null

/** Keeps every link and form of the site inside the preview, and the address in step with the page shown. */
function StayInPreview() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  useEffect(() => {
    if (pageOf(location.href) !== pathname) history.pushState(null, '', addressOf(pathname))
  }, [pathname])
  useEffect(() => {
    const linkOf = (event: Event) => (inBar(event.target) ? undefined : ((event.target as Element).closest?.('a[href]') ?? undefined))
    const inside = (link: Element) => new URL(link.getAttribute('href')!, location.origin)
    // Before the site's own handlers (the router's links): the page a link goes to starts loading.
    const early = (event: MouseEvent) => {
      const link = linkOf(event)
      const url = link && inside(link)
      if (url?.origin === location.origin && !link!.getAttribute('href')!.startsWith('#')) void ready(url.pathname)
    }
    // After them: what they did not take stays in the preview too.
    const late = (event: MouseEvent) => {
      const link = linkOf(event)
      if (!link || event.defaultPrevented) return
      const href = link.getAttribute('href')!
      const url = inside(link)
      if (href.startsWith('#')) {
        event.preventDefault()
        scrollToAnchor(href.slice(1))
      } else if (url.origin === location.origin) {
        event.preventDefault()
        void ready(url.pathname).then(() => navigate(url.pathname + url.hash))
      } else if (/^https?:$/.test(url.protocol)) {
        event.preventDefault()
        window.open(url.href, '_blank', 'noopener')
      }
    }
    const submit = (event: SubmitEvent) => {
      if (!inBar(event.target)) event.preventDefault()
    }
    const back = () => {
      const path = pageOf(location.href)
      void ready(path).then(() => navigate(path))
    }
    const listening = new AbortController()
    const { signal } = listening
    document.addEventListener('click', early, { capture: true, signal })
    window.addEventListener('click', late, { signal })
    document.addEventListener('submit', submit, { capture: true, signal })
    window.addEventListener('popstate', back, { signal })
    return () => listening.abort()
  }, [navigate])
  return null
}

/** The site as the live store shows it, once it has the request's files. */
function Shown() {
  useLivePreview(site, noDrafts, saved, undefined, undefined)
  return liveSlice.use((state) => state.pages.size > 0) ? <App /> : null
}

export async function showPreview() {
  const start = pageOf(location.href)
  history.replaceState(null, '', addressOf(start))
  await ready(start)
  createRoot(document.getElementById('root')!).render(
    <MemoryRouter initialEntries={[routePath(start)]}>
      <StayInPreview />
      <PreviewBar preview={preview} paths={site.pages.map(({ path }) => path)} ready={ready} />
      <Shown />
    </MemoryRouter>,
  )
}
