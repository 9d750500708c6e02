// A request set for a time that its publisher then returns for changes, in Chromium at a phone's width (his)
// and a computer's (its sender's), with a real git server: waiting no more, it keeps no time to be
// published at; nothing says one, and its timeline says in plain words that the time no longer holds and
// why. On the fixture site; every word from the panel's.
import { expect, test } from 'vitest'
import { requestsWords as words } from '../../../renderer/editor/requests/requests-words.ts'
import { fixtureSiteDir } from '../../test-support.ts'
import { editorRoutes } from '../contract.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { openMine, openRequest, openWaiting, setTimeToPublish } from '../test-support/requests-panel.ts'
import { json } from '../test-support/test-hosted-editor.ts'
import { sentRequest } from '../test-support/test-sent-request.ts'

const chromium = hostedBrowser()
const cancelled = /cancelled the time it was to be published: changes were asked for/
const setFor = words.scheduledFor(0).split(' on ')[0]!

test('asked for changes after a time was set: the time is dropped, and the timeline says so', { timeout: 300_000 }, async () => {
  const { editor, ann, pat, id, title } = await sentRequest(fixtureSiteDir, 'Dingo')
  try {
    const tab = await chromium.open(editor, pat, 375)
    const request = await openRequest(await openWaiting(tab, 1), title)
    await setTimeToPublish(request, '2030-05-01T09:30')
    await request.getByRole('button', { name: words.askChanges }).click()
    await request.getByLabel(words.whichChanges).fill('Say Dingo twice')
    await request.getByRole('button', { name: words.sendAsk }).click()
    await request.getByText(words.states['changes asked'], { exact: true }).first().waitFor()
    await request.getByRole('region', { name: words.timeline }).getByText(cancelled).waitFor({ timeout: 30_000 })
    expect(await request.innerText()).not.toContain(setFor)
    const shown = json<{ request: { publishAt?: number } }>(await editor.request('GET', `${editorRoutes.requests}/${id}`, { cookie: pat })).request
    expect(shown.publishAt).toBeUndefined()
    // Its sender reads the same, on her list and its page.
    const hers = await chromium.open(editor, ann, 1280)
    const card = (await openMine(hers)).getByRole('listitem').filter({ hasText: title })
    await card.getByText(words.states['changes asked'], { exact: true }).waitFor()
    expect(await card.innerText()).not.toContain(setFor)
    const page = await openRequest(hers.getByRole('dialog', { name: words.requests }), title)
    await page.getByRole('region', { name: words.timeline }).getByText(cancelled).waitFor({ timeout: 30_000 })
    expect(await page.innerText()).not.toContain(setFor)
  } finally {
    await editor.close()
  }
})
