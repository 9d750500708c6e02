// A publication set for a time, in Chromium, by a publisher whose computer is in another time zone than
// the firm's (site.yaml firm.timeZone): the date and time he types are the firm's, as the field says, and
// the request says them so, with the zone's name, and Change the time opens on them; published late (the editor was not running then), its
// timeline says when it was set for in the same words, never in a computer's notation.
// On the sample site (a firm with a time zone); the zone from its site.yaml, every word from the panel's.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import type { SiteConfig } from '../../../schema/generated/site-types.ts'
import { copySampleSite } from '../../../schema/site-copy.ts'
import { requestsWords as words } from '../../../renderer/editor/requests/requests-words.ts'
import { editorRoutes } from '../contract.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { openRequest, openWaiting } from '../test-support/requests-panel.ts'
import { json } from '../test-support/test-hosted-editor.ts'
import { sentRequest } from '../test-support/test-sent-request.ts'

const chromium = hostedBrowser()
const siteDir = copySampleSite()
const firmZone = (parse(readFileSync(join(siteDir, 'site.yaml'), 'utf8')) as SiteConfig).firm.timeZone!
// The publisher's computer, away from the firm.
const away = firmZone === 'Asia/Tokyo' ? 'Europe/London' : 'Asia/Tokyo'
const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: firmZone, timeZoneName: 'longGeneric' })
  .formatToParts(0)
  .find((p) => p.type === 'timeZoneName')!.value
/** A moment as people at the firm say it: "May 1, 2030, 9:30 AM". */
const atFirm = (ms: number) =>
  new Date(ms).toLocaleString('en-US', { timeZone: firmZone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })

test('a time to publish typed away from the firm is the firm’s time, said with its zone; published late, said in words', { timeout: 300_000 }, async () => {
  let now = Date.now()
  const { editor, pat, id, title } = await sentRequest(siteDir, 'Numbat', { now: () => now, everyMs: 100 })
  try {
    const tab = await chromium.open(editor, pat, 1280, '/', away)
    const request = await openRequest(await openWaiting(tab, 1), title)
    await request.getByRole('button', { name: words.publishAt }).click()
    // The field says whose time it is.
    const field = request.getByLabel(words.publishAtLabel + words.inZone(zoneName), { exact: true })
    await field.fill('2030-05-01T09:30')
    await request.getByRole('button', { name: words.setTime }).click()
    await request.getByRole('status').first().waitFor()
    const scheduled = json<{ requests: { id: string; publishAt: number }[] }>(
      await editor.request('GET', `${editorRoutes.requests}/scheduled`, { cookie: pat }),
    )
    const publishAt = scheduled.requests.find((r) => r.id === id)!.publishAt
    expect(atFirm(publishAt)).toBe('May 1, 2030, 9:30 AM')
    // Said at the firm's time, with its zone's name.
    await expect.poll(() => request.innerText()).toContain(`To be published on ${atFirm(publishAt)} `)
    // Set, it is a time to change: the field opens on it, at the firm's time.
    await request.getByRole('button', { name: words.changeTime }).click()
    expect(await field.inputValue()).toBe('2030-05-01T09:30')
    await request.getByRole('button', { name: words.cancel, exact: true }).click()
    // Its time passed while the editor was not running: published late, and the timeline says when it was set for.
    now = publishAt + 3 * 60 * 60 * 1000
    await request.getByText(words.states.published, { exact: true }).waitFor({ timeout: 90_000 })
    const timeline = request.getByRole('region', { name: words.timeline })
    await expect.poll(() => timeline.innerText(), { timeout: 30_000 }).toContain(`it was set for ${atFirm(publishAt)} `)
    expect(await timeline.innerText()).not.toMatch(/\d{4}-\d\d-\d\dT/)
  } finally {
    await editor.close()
  }
})
