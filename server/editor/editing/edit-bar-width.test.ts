// The bar's page list in Chromium at 375 and 1280 px, in the local editor and the hosted one (whose bar also
// has the person's menu): each page of the fixture site chosen in turn, the list shows its title whole,
// and neither the bar nor the page scrolls sideways; a far longer title is cut short, and still nothing
// does. Screenshots go to the temp folder.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, expect, test } from 'vitest'
import { copySampleSite, pagesOf } from '../../../schema/site-copy.ts'
import { newDatabase } from '../../test-support.ts'
import { openSignedIn } from '../test-support/hosted-browser.ts'
import { editorTests } from '../test-support/test-editor-tests.ts'
import { startHostedEditor, type HostedEditor } from '../test-support/test-hosted-editor.ts'

const seconds = 1000
const session = editorTests()
const siteDir = copySampleSite()
// Each page's title, as the bar's list names it; the longest last, to be pictured.
const titles = pagesOf(siteDir)
  .map(({ page }) => ({ path: page.path, title: page.title }))
  .sort((a, b) => a.title.length - b.title.length)
const contexts: BrowserContext[] = []
let hosted: HostedEditor | undefined
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()))
})
afterAll(async () => {
  await hosted?.close()
})

/** How the bar's list and the window fit: the width a list needs to show its chosen option whole (a list
 * of that option alone, as wide as it likes), the list's own width, and what scrolls sideways. */
const fit = (page: Page) =>
  page.locator('[data-editor-bar]').evaluate((bar) => {
    const select = bar.querySelector('select')!
    const alone = select.cloneNode(false) as HTMLSelectElement
    alone.append(select.selectedOptions[0]!.cloneNode(true))
    alone.style.cssText = 'position: absolute; width: auto; max-width: none; min-width: 0'
    select.parentElement!.append(alone)
    const needs = alone.getBoundingClientRect().width
    alone.remove()
    return {
      fits: select.getBoundingClientRect().width >= needs - 0.5,
      barScrolls: bar.scrollWidth > bar.clientWidth,
      pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
    }
  })

async function eachPage(page: Page, name: string) {
  const list = page.locator('[data-editor-bar] select')
  for (const { path, title } of titles) {
    await list.selectOption(path)
    await expect.poll(() => list.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text)).toBe(title)
    expect({ name, title, ...(await fit(page)) }).toEqual({ name, title, fits: true, barScrolls: false, pageScrolls: false })
  }
  const width = page.viewportSize()!.width
  await page.screenshot({ path: join(tmpdir(), `bar-page-list-${name}-${width}.png`) })
  // A title far longer than any of the site's (the longest three times) is cut short, and still nothing scrolls.
  await list.evaluate((s: HTMLSelectElement) => (s.selectedOptions[0]!.text = Array(3).fill(s.selectedOptions[0]!.text).join(' ')))
  expect(await fit(page)).toEqual({ fits: false, barScrolls: false, pageScrolls: false })
  await page.screenshot({ path: join(tmpdir(), `bar-page-list-${name}-${width}-long.png`) })
}

for (const width of [375, 1280]) {
  test(
    `at ${width} px the bar's page list shows the chosen page's title whole, and nothing scrolls sideways`,
    async () => {
      const editor = await session.start(siteDir)
      const context = await session.browser().newContext({ viewport: { width, height: 800 }, hasTouch: width < 1024 })
      contexts.push(context)
      const local = await context.newPage()
      await local.goto(editor.origin)
      await local.locator('[aria-label="Problems"][aria-busy="false"]').waitFor({ timeout: 60 * seconds })
      await eachPage(local, 'local')

      hosted ??= await startHostedEditor(copySampleSite(), await newDatabase())
      const cookie = await hosted.signedIn('ann@example.com', 'editor', 'Ann Lee')
      await eachPage(await openSignedIn(session.browser(), contexts, hosted, cookie, width), 'hosted')
    },
    180 * seconds,
  )
}
