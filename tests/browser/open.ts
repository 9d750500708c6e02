import type { Page } from '@playwright/test'

/** Opens a page and waits until React has hydrated it, so clicks and typed values reach React. */
export async function open(page: Page, path: string) {
  await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}
