// A request's page left open on a publisher's phone, in Chromium with a real git server, while another
// publisher publishes it: out of sight, the page asks the editor nothing; back in sight, it says at once
// that it is published, without waiting for its next look nor a reload. On the fixture site; every word
// from the panel's.
import { expect, test } from 'vitest'
import { requestsWords as words } from '../../../renderer/editor/requests/requests-words.ts'
import { fixtureSiteDir } from '../../test-support.ts'
import { editorRoutes } from '../contract.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { openRequest, openWaiting } from '../test-support/requests-panel.ts'
import { sentRequest } from '../test-support/test-sent-request.ts'

const chromium = hostedBrowser()
/** How often an open request is asked again while in sight (requests-api.ts `following`). */
const everyMs = 15_000

test('published by someone else while out of sight: back in sight, the open request says so at once', { timeout: 300_000 }, async () => {
  const { editor, pat, id, title } = await sentRequest(fixtureSiteDir, 'Wallaby')
  try {
    const olga = await editor.signedIn('olga@example.com', 'publisher', 'Olga Finch')
    const tab = await chromium.open(editor, pat, 375)
    const asked: string[] = []
    const itself = (url: string) => url.endsWith(`${editorRoutes.requests}/${id}`)
    tab.on('request', (r) => itself(r.url()) && asked.push(r.url()))
    const loaded = tab.waitForResponse((r) => itself(r.url()))
    const request = await openRequest(await openWaiting(tab, 1), title)
    await loaded
    // Its next look is counted from its last answer.
    const last = Date.now()
    await request.getByText(words.states.waiting, { exact: true }).waitFor()
    // The phone's screen goes off, as the browser tells a page put out of sight.
    const inSight = (shown: boolean) =>
      tab.evaluate((shown) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (shown ? 'visible' : 'hidden') })
        window.dispatchEvent(new Event('visibilitychange'))
      }, shown)
    await inSight(false)
    const before = asked.length
    expect((await editor.request('POST', editorRoutes.publish, { cookie: olga, body: { id } })).status).toBe(200)
    // Just past a look it skipped: the next is most of a period away.
    const wait = everyMs - ((Date.now() - last) % everyMs) + 2_000
    await new Promise((done) => setTimeout(done, wait))
    expect(asked.length).toBe(before)
    expect(await request.getByText(words.states.waiting, { exact: true }).count()).toBe(1)
    await inSight(true)
    // Well before its next look (about 13 s away), with room for a busy machine.
    await request.getByText(words.states.published, { exact: true }).waitFor({ timeout: 8_000 })
  } finally {
    await editor.close()
  }
})
