// The publisher's list of waiting requests in Chromium, at a computer's width and a phone's, on a computer
// in another time zone than the firm's: a request set for a time says when, in the firm's time and in the
// same words as its page and its sender's list, so the ones still needing him stand out; one not set says
// nothing of a time. With a real git server; on the sample site (a firm with a time zone), its zone from
// its site.yaml, every word from the panel's.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import type { SiteConfig } from '../../../schema/generated/site-types.ts'
import { copySampleSite } from '../../../schema/site-copy.ts'
import { sayTimesIn } from '../../../renderer/editor/firm-time.ts'
import { requestsWords as words } from '../../../renderer/editor/requests/requests-words.ts'
import { editorRoutes } from '../contract.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { openWaiting } from '../test-support/requests-panel.ts'
import { sentRequest } from '../test-support/test-sent-request.ts'

const chromium = hostedBrowser()
const siteDir = copySampleSite()
const firmZone = (parse(readFileSync(join(siteDir, 'site.yaml'), 'utf8')) as SiteConfig).firm.timeZone!
const away = firmZone === 'Asia/Tokyo' ? 'Europe/London' : 'Asia/Tokyo'

test('the waiting list says which requests are set to be published, and when, in the firm’s time', { timeout: 300_000 }, async () => {
  const { editor, pat, id, title } = await sentRequest(siteDir, 'Bilby')
  try {
    const at = Date.parse('2030-05-01T16:30:00Z')
    sayTimesIn(firmZone)
    const setFor = words.scheduledFor(at)
    for (const width of [1280, 375]) {
      const tab = await chromium.open(editor, pat, width, '/', away)
      const card = (await openWaiting(tab, 1)).getByRole('listitem').filter({ hasText: title })
      await card.waitFor()
      // Not set yet: nothing of a time.
      expect(await card.innerText()).not.toContain(words.scheduledFor(0).split(' on ')[0]!)
      expect((await editor.request('POST', `${editorRoutes.requests}/${id}/schedule`, { cookie: pat, body: { at } })).status).toBe(200)
      await tab.reload()
      const set = (await openWaiting(tab, 1)).getByRole('listitem').filter({ hasText: title })
      await set.getByText(setFor, { exact: true }).waitFor({ timeout: 30_000 })
      expect(await set.getByText(setFor, { exact: true }).isVisible()).toBe(true)
      expect((await editor.request('POST', `${editorRoutes.requests}/${id}/schedule`, { cookie: pat, body: { at: null } })).status).toBe(200)
    }
  } finally {
    await editor.close()
  }
})
