// Loads a route's page data and the components of its sections, once. A page already loaded is
// available synchronously, which is what lets the first render hydrate without suspending.
// Routes are looked up by path in a map: no route list is part of the bundle (renderer/page-data.ts).
import type { Page } from '../schema/generated/site-types.ts'
import { notFoundPath } from '../schema/needed-paths.ts'
import type { IconDrawing, PageModule } from './page-module.ts'
import { routeIndexPath, type RouteIndex } from './page-data.ts'
import type { SiteImage } from './site-image.ts'
import { loadSectionComponents, type SectionComponents } from './registry.ts'

export interface LoadedPage {
  page: Page
  icons: Record<string, IconDrawing>
  images: Record<string, SiteImage>
  components: SectionComponents
}

const pending = new Map<string, Promise<LoadedPage>>()
const loaded = new Map<string, LoadedPage>()
let routeIndex: Promise<RouteIndex> | undefined

/** The route a pathname names: `/about/` and `/about` are one route. */
export const routePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as T
}

/** The route index, fetched once (the client asks for it when idle, before the first link is followed). */
export function loadRouteIndex(): Promise<RouteIndex> {
  if (!routeIndex) {
    routeIndex = fetchJson<RouteIndex>(routeIndexPath)
    // A failed fetch (the network) is tried again at the next link followed.
    routeIndex.catch(() => (routeIndex = undefined))
  }
  return routeIndex
}

// Validation guarantees a page has the not-found path (schema/needed-pages.ts).
async function dataUrlOf(path: string): Promise<string> {
  const index = await loadRouteIndex()
  return index[path] ?? index[notFoundPath]!
}

export function loadedPage(pathname: string): LoadedPage | undefined {
  return loaded.get(routePath(pathname))
}

/**
 * The page shown at `pathname`, from `source`: its data itself (the prerender), the URL of its data
 * (the URL the prerendered page names), or, when not given, the URL the route index has for it.
 */
export function loadPage(pathname: string, source?: PageModule | string): Promise<LoadedPage> {
  const path = routePath(pathname)
  let promise = pending.get(path)
  if (!promise) {
    promise = (async () => {
      const data = typeof source === 'object' ? source : await fetchJson<PageModule>(source ?? (await dataUrlOf(path)))
      const components = await loadSectionComponents(data.page.sections.map((s) => s.type))
      const result = { ...data, components }
      loaded.set(path, result)
      return result
    })()
    // A failed load (the network) is tried again at the next visit of the route.
    promise.catch(() => pending.delete(path))
    pending.set(path, promise)
  }
  return promise
}
