// Loads a route's page data and the components of its sections, once. A page already loaded is
// available synchronously, which is what lets the first render hydrate without suspending.
import { routes } from 'virtual:site-routes'
import type { Page } from '../schema/generated/site-types.ts'
import type { IconDrawing } from './page-module.ts'
import type { SiteImage } from './site-image.ts'
import { loadSectionComponents, type SectionComponents } from './registry.ts'

export type Route = (typeof routes)[number]

export interface LoadedPage {
  page: Page
  icons: Record<string, IconDrawing>
  images: Record<string, SiteImage>
  components: SectionComponents
}

export const notFoundRoute = routes.find((r) => r.path === '/404')!
const pending = new Map<string, Promise<LoadedPage>>()
const loaded = new Map<string, LoadedPage>()

export function routeFor(pathname: string): Route {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return routes.find((r) => r.path === path) ?? notFoundRoute
}

export function loadedPage(route: Route): LoadedPage | undefined {
  return loaded.get(route.path)
}

export function loadPage(route: Route): Promise<LoadedPage> {
  let promise = pending.get(route.path)
  if (!promise) {
    promise = route.load().then(async ({ page, icons, images }) => {
      const components = await loadSectionComponents(page.sections.map((s) => s.type))
      const result = { page, icons, images, components }
      loaded.set(route.path, result)
      return result
    })
    pending.set(route.path, promise)
  }
  return promise
}
