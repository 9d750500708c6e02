// The site as the tests expect to see it: read from site/ through the same loader the build uses.
import { loadSite } from '../../schema/load-site.ts'

function load() {
  const { site } = loadSite()
  if (!site) throw new Error('site/ has problems; run npm run validate')
  return site
}
export const site = load()
export const config = site.config
export const pageAt = (path: string) => site.pages.find((p) => p.page.path === path)!.page
export const titleOf = (path: string) => pageAt(path).title + config.meta.titleSuffix
export const publicRoutes = site.pages.map((p) => p.page.path).filter((path) => path !== '/404')
