// Screenshots of one route as a visitor first sees it, full length, at each width the summary shows.
// Every shot gets a fresh browser context, so each starts like a first visit (same cookie notice,
// nothing remembered from the previous page).
import type { Browser } from 'playwright-core'

export const widths = [1280, 375] as const

export async function screenshot(browser: Browser, url: string, width: number, file: string) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 812 : 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  })
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)
    // A visitor's browser renders the sections below the first screen as they scroll near
    // (content-visibility: auto); a full-length shot is one capture, so they are all rendered for it,
    // with the switch a scroll to a section uses (renderer/first-paint.ts, step 5).
    await page.evaluate(() => { document.documentElement.dataset.renderAll = '' })
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
  } finally {
    await context.close()
  }
}

/** Runs `jobs` with at most `limit` at a time. */
export async function inParallel(jobs: (() => Promise<void>)[], limit: number) {
  const queue = [...jobs]
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job()
  }
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker))
}
