// Starts Chromium for the command-line tools, the way playwright.config.ts does for the browser
// tests: Playwright's own build where the machine has it, otherwise Debian's (/usr/bin/chromium).
import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

const ownBrowser = (() => {
  try { return existsSync(chromium.executablePath()) } catch { return false }
})()

/** Flags for Debian's Chromium here: no sandbox as root, and no calls to Google's services. */
export const chromiumFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

export const chromiumPath = () => (ownBrowser ? chromium.executablePath() : '/usr/bin/chromium')

/** Launch options for Playwright: its own browser as it is, Debian's with its path and flags. */
export const chromiumLaunchOptions = () => (ownBrowser ? {} : { executablePath: chromiumPath(), args: chromiumFlags })

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions())
}
