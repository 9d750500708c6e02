// A preview link opened again and again from one address (a few reloads, or an office behind one
// address), in Chromium at 1280 and 375 px on the sample site (it has pictures) behind a real git server:
// the page's files and the site's pictures do not count against the limit of requests without a session,
// so ten openings all show the site; the calls that check a secret still count, so wrong keys guessed
// from that address are refused by the limit (429, in the server's words); the page then says in plain
// words to wait and reload, and a comment to wait and send again, never to check the connection.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page as Tab } from 'playwright-core'
import { expect, test } from 'vitest'
import { copySampleSite } from '../../../schema/site-copy.ts'
import { previewLinkWords as words } from '../../../renderer/editor/preview-link/preview-link-words.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { editorRoutes, previewPages } from '../contract.ts'
import { openLimit } from '../sign-in/hosted.ts'
import { json } from '../test-support/test-hosted-editor.ts'
import { sentRequest } from '../test-support/test-sent-request.ts'

const chromium = hostedBrowser()

async function tabOf(width: number): Promise<Tab> {
  const context = await chromium.browser.newContext({ viewport: { width, height: width < 600 ? 740 : 900 } })
  chromium.contexts.push(context)
  return context.newPage()
}

test('a preview link opened ten times from one address shows the site each time; past the limit, it says to wait', async () => {
  const { editor, pat, id, title } = await sentRequest(copySampleSite(), '(busy)')
  try {
    const { link } = json<{ link: string }>(await editor.request('POST', `${editorRoutes.requests}/${id}/preview-links`, { cookie: pat, body: { days: 2 } }))
    const tabs = [await tabOf(1280), await tabOf(375)]
    for (let i = 0; i < 10; i++) {
      const tab = tabs[i % 2]!
      await tab.goto(link)
      await tab.getByRole('region', { name: words.bar }).getByText(title, { exact: true }).first().waitFor({ timeout: 60_000 })
    }

    // Guessing at keys from the same address is still refused by the limit, in the server's words. The limit
    // counts by the minute: on a slow machine the openings may have used most of one, so the guessing goes on
    // until a refusal leaves half a minute or more for what follows.
    const statuses: number[] = []
    let refused = ''
    for (let i = 0; i < 4 * openLimit.max; i++) {
      const answer = await editor.request('POST', `${previewPages.api}site`, { body: { key: `${i}`.padStart(43, 'x') } })
      statuses.push(answer.status)
      if (answer.status !== 429) continue
      refused = json<{ message: string }>(answer).message
      if (Number(/Wait (\d+) seconds?/.exec(refused)?.[1] ?? 60) >= 30) break
    }
    const first = statuses.indexOf(429)
    expect(first).toBeGreaterThan(0)
    expect(statuses.slice(0, first).every((status) => status === 410)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    expect(refused).toMatch(/^Too many requests came from your address without signing in\. Wait (\d+ seconds?|1 minute) and try again\.$/)

    // A comment sent from the page now says to wait, its words kept; the page opened again says to wait and reload.
    const [wide, phone] = tabs as [Tab, Tab]
    const box = wide.getByRole('region', { name: words.bar }).getByRole('form', { name: words.commentTitle })
    await box.getByLabel(words.name).fill('Carla')
    await box.getByLabel(words.comment).fill('Clear.')
    await box.getByRole('button', { name: words.send }).click()
    await box.getByText(words.busySending, { exact: true }).waitFor()
    expect(await box.getByLabel(words.comment).inputValue()).toBe('Clear.')
    for (const [tab, width] of [
      [wide, 1280],
      [phone, 375],
    ] as const) {
      await tab.reload()
      await tab.getByRole('heading', { name: words.busyOpening, exact: true }).waitFor({ timeout: 60_000 })
      await tab.screenshot({ path: join(tmpdir(), `preview-busy-${width}.png`) })
    }
  } finally {
    await editor.close()
  }
}, 400_000)
