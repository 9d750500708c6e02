// A page's data is a JSON file of its own (renderer/page-data.ts): a prerendered page fetches the one
// its HTML names, once (the loader's preload and the entry's fetch are one request); following a link
// fetches the next page's data, found in the route index, and never its HTML.
import { expect, test } from '@playwright/test'
import { open } from './open.ts'
import { publicRoutes, titleOf } from './site-data.ts'

const resources = () => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => new URL(entry.name).pathname)

test('a page hydrates from the data file its HTML names, fetched once', async ({ page }) => {
  await open(page, '/')
  const named = await page.locator('script[data-page]').getAttribute('data-page')
  expect(named).toMatch(/^\/assets\/.+\.json$/)
  expect((await page.evaluate(resources)).filter((path) => path === named)).toHaveLength(1)
})

test('following a link renders the next page from its data file, found in the route index, without its HTML', async ({ page, request }) => {
  await open(page, '/')
  // A visible link on the home page to another page of the site, whichever the site has.
  const target = await page.evaluate(
    (routes) =>
      [...document.querySelectorAll('a[href]')]
        .filter((a) => a.checkVisibility())
        .map((a) => a.getAttribute('href')!)
        .find((href) => href !== '/' && routes.includes(href)),
    publicRoutes,
  )
  expect(target).toBeDefined()
  const index = (await (await request.get('/route-index.json')).json()) as Record<string, string>
  expect(Object.keys(index).sort()).toEqual(expect.arrayContaining(publicRoutes))

  await page.locator(`a[href="${target}"]:visible`).first().click()
  await expect(page).toHaveTitle(titleOf(target!))
  expect(await page.evaluate(resources)).toEqual(expect.arrayContaining(['/route-index.json', index[target!]]))
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').map((entry) => new URL(entry.name).pathname))).toEqual(['/'])
})
