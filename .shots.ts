import { editorBundle } from './scripts/build/editor-bundle.ts'
import { copySampleSite, removeCopies } from './schema/site-copy.ts'
import { startEditor } from './server/editor/test-support/test-editor-server.ts'
import { chromium, type Locator, type Page } from 'playwright-core'
import { chromiumLaunchOptions } from './scripts/support/chromium.ts'

async function typeOver(page: Page, text: Locator, words: string) {
  if ((page.viewportSize()?.width ?? 0) >= 1000) await text.click()
  else { await text.scrollIntoViewIfNeeded(); await text.dispatchEvent('click') }
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(words)
  await page.keyboard.press('Tab')
}

await editorBundle()
const siteDir = copySampleSite()
const server = await startEditor(siteDir)
const browser = await chromium.launch(chromiumLaunchOptions())
try {
  for (const width of [1280, 375]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } })
    await page.goto(`${server.origin}/`)
    await page.locator('[aria-label="Problems"][aria-busy="false"]').waitFor({ timeout: 60_000 })
    const heading = page.locator('main h2').nth(1)
    await heading.scrollIntoViewIfNeeded()
    const old = (await heading.textContent())!.trim()
    const typed = `Saved words ${width}`
    await typeOver(page, heading, typed)
    await page.waitForTimeout(500)
    await page.evaluate((old) => {
      const w = window as unknown as { marker: boolean; flashes: number; scrolls: number[] }
      w.marker = true
      w.flashes = 0
      w.scrolls = []
      new MutationObserver(() => {
        if (document.querySelector('main')!.innerText.includes(old)) w.flashes++
        w.scrolls.push(scrollY)
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    }, old)
    const scrollBefore = await page.evaluate(() => scrollY)
    await page.screenshot({ path: `/tmp/shots/${width}-1-typed.png` })
    await page.locator('[aria-label="Problems"][aria-busy="false"]').waitFor()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText(/^Saved /).waitFor({ timeout: 10_000 })
    await page.screenshot({ path: `/tmp/shots/${width}-2-saved.png` })
    await page.waitForTimeout(3000)
    await page.screenshot({ path: `/tmp/shots/${width}-3-later.png` })
    const after = await page.evaluate(() => {
      const w = window as unknown as { marker?: boolean; flashes: number; scrolls: number[] }
      return { marker: w.marker, flashes: w.flashes, scrolls: [...new Set(w.scrolls)], scrollY, undo: (document.querySelector('button[aria-label="Undo"], button') as HTMLButtonElement | null)?.outerHTML }
    })
    console.log(width, { old, typed, scrollBefore, ...after, shown: await page.locator('main').getByText(typed).count() })
    // Typing again after Save, then Undo: back to the saved words.
    await typeOver(page, page.locator('main').getByText(typed), `Again ${width}`)
    await page.getByRole('button', { name: 'Undo', exact: true }).click()
    await page.waitForTimeout(500)
    console.log('after undo', await page.locator('main').getByText(typed).count(), await page.locator('[role=status]').first().textContent())
    await page.screenshot({ path: `/tmp/shots/${width}-4-undo.png` })
    await page.close()
  }
} finally {
  await browser.close()
  await server.stop()
  removeCopies()
}
