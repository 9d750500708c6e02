// Which scripts and stylesheets a route loads: those that started before React marked the page
// hydrated are its first load; the rest (the toast library on form pages) came after. The page's own
// data (a JSON file, renderer/page-data.ts) is part of its first load too, beside the scripts.
import type { Browser } from 'playwright-core'

export interface RouteLoad {
  firstLoadScripts: string[]
  firstLoadData: string[]
  laterScripts: string[]
  stylesheets: string[]
}

export async function measureRouteLoad(browser: Browser, url: string): Promise<RouteLoad> {
  const page = await browser.newPage()
  try {
    await page.goto(url)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    return await page.evaluate(() => {
      const hydratedAt = performance.getEntriesByName('hydrated')[0]!.startTime
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const path = (e: PerformanceResourceTiming) => new URL(e.name).pathname
      const scripts = resources.filter((e) => e.name.endsWith('.js'))
      return {
        firstLoadScripts: scripts.filter((e) => e.startTime <= hydratedAt).map(path),
        firstLoadData: resources.filter((e) => e.name.endsWith('.json') && e.startTime <= hydratedAt).map(path),
        laterScripts: scripts.filter((e) => e.startTime > hydratedAt).map(path),
        stylesheets: resources.filter((e) => e.name.endsWith('.css')).map(path),
      }
    })
  } finally {
    await page.close()
  }
}
