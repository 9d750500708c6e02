// The hosted editor's page in Chromium, signed in with a session cookie the test made
// (test-hosted-editor.ts `signedIn`), in a browser context of its own at the width given.
import type { Browser, BrowserContext, Locator, Page as Tab } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { removeCopies } from '../../../schema/site-copy.ts'
import { testBrowser } from '../../../scripts/support/test-browser.ts'
import { removeTempDirs } from '../../test-support.ts'
import type { HostedEditor } from './test-hosted-editor.ts'

/** Opens `route` of the editor `width` px wide, once its first check has answered; the context is added to `contexts` to be closed.
 * `at`: a touch screen's, or a computer's clock in another time zone than the machine's. */
export async function openSignedIn(
  browser: Browser,
  contexts: BrowserContext[],
  editor: HostedEditor,
  cookie: string,
  width: number,
  route = '/',
  at: { touch?: boolean; timezoneId?: string } = {},
): Promise<Tab> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 740 : 900 }, hasTouch: at.touch, timezoneId: at.timezoneId })
  contexts.push(context)
  const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)]
  await context.addCookies([{ name, value, domain: 'localhost', path: '/', secure: true, httpOnly: true, sameSite: 'Strict' }])
  const tab = await context.newPage()
  await tab.goto(editor.origin + route)
  await tab.locator('[aria-label="Problems"][aria-busy="false"]').waitFor({ timeout: 60_000 })
  return tab
}

/** One Chromium for a test file, a context per tab closed after each test, and the file's site copies and
 * temporary folders removed at its end; `open` is openSignedIn in it. */
export function hostedBrowser() {
  let browser: Browser | undefined
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    browser = await testBrowser()
  }, 60_000)
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()))
  })
  afterAll(async () => {
    await browser?.close()
    removeCopies()
    removeTempDirs()
  })
  return {
    get browser() {
      return browser!
    },
    contexts,
    open: (editor: HostedEditor, cookie: string, width: number, route = '/', timezoneId?: string) =>
      openSignedIn(browser!, contexts, editor, cookie, width, route, { timezoneId }),
  }
}

/** Drops `bytes` as a file on `target`, as a file dragged from the desktop is. */
export async function dropFile(tab: Tab, target: Locator, bytes: Buffer, name: string, type: string) {
  const dataTransfer = await tab.evaluateHandle(
    ({ base64, name, type }) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type }))
      return transfer
    },
    { base64: bytes.toString('base64'), name, type },
  )
  await target.dispatchEvent('dragover', { dataTransfer })
  await target.dispatchEvent('drop', { dataTransfer })
}
