// One page per test worker, for tests that only open a route and read it: a new context and page per
// test made Chromium start a renderer and a browsing context again, about a third of the CPU of a load
// (6 loads with axe: 27.9 → 18.8 Chromium CPU-s). Each load is still a first visit: the site's only
// stored state is the cookie notice's choice, which these tests never make.
import { test as base, type ConsoleMessage, type Page } from '@playwright/test'

interface Visit {
  page: Page
  /** The errors and warnings the page logged or threw during this test. */
  problems: string[]
}

export const test = base.extend<{ visit: Visit }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL })
      await use(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
  visit: async ({ workerPage: page }, use) => {
    const problems: string[] = []
    const onConsole = (m: ConsoleMessage) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text())
    }
    const onError = (e: Error) => problems.push(e.message)
    page.on('console', onConsole)
    page.on('pageerror', onError)
    await use({ page, problems })
    page.off('console', onConsole)
    page.off('pageerror', onError)
  },
})
