// How a prerendered page loads its scripts (renderer/first-paint.ts, step 2): not one before the first
// paint, then every module of the route at once; and the page still hydrates where there is no paint
// to wait for (a background tab) or no paint timing to tell of it.
import { expect, test } from '@playwright/test'
import { open } from './open.ts'
import { publicRoutes } from './site-data.ts'

// Two pages other than the home page, whichever the site has.
const [another, yetAnother = another] = publicRoutes.filter((path) => path !== '/') as [string, string?]

test('the page is painted before any script is requested, then all its modules load together', async ({ page }) => {
  await open(page, '/')
  const { firstContentfulPaint, scripts, listed } = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType !== 'fetch' && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    listed: JSON.parse(document.querySelector<HTMLScriptElement>('script[data-modules]')!.dataset.modules!) as string[],
  }))
  expect(listed.length).toBeGreaterThan(3)
  expect(scripts.map((s) => s.path)).toEqual(expect.arrayContaining(listed))
  for (const script of scripts) expect(script.startTime, script.path).toBeGreaterThanOrEqual(firstContentfulPaint)
})

test('a page opened in a background tab loads its scripts without waiting for a paint', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' }))
  await page.goto(another)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
})

test('a browser without paint timing loads the scripts after one frame', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => [] }))
  await page.goto(yetAnother!)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
})
