// Making a preview link from a request, in Chromium at 1280 and 375 px, with a real git server: the
// publisher chooses how many days it lasts and makes it; the link is then in sight and has the focus,
// whole and chosen, so it can be copied at once (Copy says it did), and the request says a link is open
// and until when; someone without an account opens it and sees the request's site; End its links (there
// only while a link is open) says how many ended, and the link then says it has ended.
import type { Page as Tab } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { fixtureSiteDir } from '../../test-support.ts'
import { previewLinkWords } from '../../../renderer/editor/preview-link/preview-link-words.ts'
import { requestsWords as words } from '../../../renderer/editor/requests/requests-words.ts'
import { editorErrors } from '../editor-errors.ts'
import { requestRoutes } from '../requests-contract.ts'
import { json } from '../test-support/test-hosted-editor.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { openRequest, openWaiting } from '../test-support/requests-panel.ts'
import { sentRequest } from '../test-support/test-sent-request.ts'

const chromium = hostedBrowser()

/** Whether all of `box` is inside the tab's window. */
const inSight = async (tab: Tab, target: ReturnType<Tab['locator']>) => {
  const box = (await target.boundingBox())!
  const { width, height } = tab.viewportSize()!
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height
}

describe.each([375, 1280])('at %i px', (width) => {
  test('a preview link made from a request is in sight, chosen, copied, opened without an account, and ended', async () => {
    const { editor, pat, title, id } = await sentRequest(fixtureSiteDir, 'Bilby')
    try {
      const tab = await chromium.open(editor, pat, width)
      await tab.context().grantPermissions(['clipboard-read', 'clipboard-write'])
      const request = await openRequest(await openWaiting(tab, 1), title)
      const endLinks = request.getByRole('button', { name: words.endLinks })
      expect(await endLinks.count()).toBe(0)
      await request.getByLabel(words.previewDays).selectOption('2')
      await request.getByRole('button', { name: words.previewLink }).click()
      const link = request.getByRole('textbox', { name: words.link })
      await link.waitFor()
      // In sight, with the focus and all of it chosen: nothing to scroll to, nothing to select by hand.
      await expect.poll(() => inSight(tab, link)).toBe(true)
      expect(
        await link.evaluate(
          (field: HTMLInputElement) => document.activeElement === field && field.selectionEnd! - field.selectionStart! === field.value.length,
        ),
      ).toBe(true)
      const address = await link.inputValue()
      const linksPath = requestRoutes.previewLinks.replace(':id', id)
      const [made] = json<{ links: { expires: number }[] }>(await editor.request('GET', linksPath, { cookie: pat })).links
      await request.getByText(words.linksOpen(1, made!.expires), { exact: true }).waitFor()
      await request.getByRole('button', { name: words.copy, exact: true }).click()
      await request.getByText(words.copied, { exact: true }).waitFor()
      expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(address)

      // Someone without an account opens it and sees the request's site.
      const visitor = await (await chromium.browser.newContext({ viewport: { width, height: 740 } })).newPage()
      chromium.contexts.push(visitor.context())
      await visitor.goto(address)
      await visitor.getByRole('region', { name: previewLinkWords.bar }).getByText(title, { exact: true }).first().waitFor({ timeout: 60_000 })

      await endLinks.click()
      await request.getByText(words.linksEnded(1), { exact: true }).waitFor()
      // Nothing left to end: the button goes, and the focus is on making another.
      await endLinks.waitFor({ state: 'detached' })
      expect(await request.getByRole('button', { name: words.previewLink }).evaluate((button) => document.activeElement === button)).toBe(true)
      await visitor.reload()
      await visitor.getByRole('heading', { name: editorErrors.previewLinkGone().message, exact: true }).waitFor()
    } finally {
      await editor.close()
    }
  }, 300_000)
})
