// Starts Chromium for the command-line tools, the way playwright.config.ts does for the browser
// tests: Playwright's own build where the machine has it, otherwise Debian's (/usr/bin/chromium).
import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

const ownBrowser = (() => {
  try {
    return existsSync(chromium.executablePath())
  } catch {
    return false
  }
})()

/** Flags for Debian's Chromium here: no sandbox as root, and no calls to Google's services. */
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** The features Playwright turns off (playwright-core's chromiumSwitches.ts; chromium.test.ts checks
 * that none is missing here). */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]
/** Debian's Chromium (the full browser, headless) renders its address bar's pop-ups, two chrome://
 * pages in renderers of their own, for every window Playwright opens: turned off, opening the editor's
 * page costs 2.6 CPU-seconds instead of 4.9, and a page of a few words 0.7 instead of 1.2. */
export const addressBarPopups = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']
// Chromium keeps only the last --disable-features it is given, so this one holds Playwright's too.
const disableFeatures = `--disable-features=${[...playwrightDisabledFeatures, ...addressBarPopups].join(',')}`

export const chromiumPath = () => (ownBrowser ? chromium.executablePath() : '/usr/bin/chromium')

/** Launch options for Playwright: its own browser as it is, Debian's with its path and flags. */
export const chromiumLaunchOptions = () => (ownBrowser ? {} : { executablePath: chromiumPath(), args: [...chromiumFlags, disableFeatures] })

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions())
}
