// Debian's Chromium as the tests and tools launch it: without its address bar's pop-up pages (two
// renderers for every window, over a CPU-second each time the editor's page opens), and still with
// every feature Playwright itself turns off, which the one --disable-features Chromium keeps must name.
import { readFileSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, expect, test } from 'vitest'
import { addressBarPopups, chromiumFlags, chromiumPath, launchChromium } from './chromium.ts'

const browsers: Browser[] = []
afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()))
})

/** The features the running browser turned off (the last --disable-features of its command line), and the pages it has. */
async function lookAt(browser: Browser) {
  browsers.push(browser)
  const page = await browser.newPage()
  await page.setContent('<p>Hello</p>')
  const session = await browser.newBrowserCDPSession()
  const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] }
  const main = processInfo.find((p) => p.type === 'browser')!
  const args = readFileSync(`/proc/${main.id}/cmdline`, 'utf8').split('\0')
  const disabled =
    args
      .filter((a) => a.startsWith('--disable-features='))
      .at(-1)
      ?.slice('--disable-features='.length)
      .split(',') ?? []
  const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: { url: string }[] }
  return { disabled, pages: targetInfos.map((t) => t.url) }
}

test.skipIf(chromiumPath() !== '/usr/bin/chromium')(
  "Debian's Chromium opens no address bar pop-ups, and keeps every feature Playwright turns off turned off",
  async () => {
    const asPlaywrightLaunches = await lookAt(await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags }))
    const ours = await lookAt(await launchChromium())
    expect(asPlaywrightLaunches.disabled.length).toBeGreaterThan(0)
    expect(ours.disabled).toEqual(expect.arrayContaining([...asPlaywrightLaunches.disabled, ...addressBarPopups]))
    // Launched as Playwright does by itself, the pop-ups are there: what the flag removes.
    expect(asPlaywrightLaunches.pages.filter((url) => url.startsWith('chrome://omnibox-popup'))).not.toEqual([])
    expect(ours.pages.filter((url) => url.startsWith('chrome://'))).toEqual([])
  },
  60_000,
)
