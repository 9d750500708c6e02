// A request set for a time whose sender sends more changes before it comes, in Chromium at a phone's width
// and with a real git server, on a clock the test moves: the time is dropped with the changes it was set
// for, so nothing the publisher has not seen is published at it; his view says the time is cancelled and
// why, and keeps the request waiting past that time, for him to publish or set a time again.
// On the fixture site; every word from the panel's.
import { expect, test } from 'vitest'
import type { Page } from '../../../schema/generated/site-types.ts'
import { findSection } from '../../../schema/site-copy.ts'
import { requestsWords as words } from '../../../renderer/editor/requests/requests-words.ts'
import { fixtureSiteDir } from '../../test-support.ts'
import { editorRoutes, type Proposal } from '../contract.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { openRequest, openWaiting, setTimeToPublish } from '../test-support/requests-panel.ts'
import { headed, json } from '../test-support/test-hosted-editor.ts'
import { sentRequest } from '../test-support/test-sent-request.ts'

const chromium = hostedBrowser()

test('sent again after a time was set: the time is dropped, said in the timeline, and nothing is published at it', { timeout: 300_000 }, async () => {
  let now = Date.now()
  const { editor, folder, ann, pat, id, title } = await sentRequest(fixtureSiteDir, 'Quokka', { now: () => now, everyMs: 100 })
  try {
    const tab = await chromium.open(editor, pat, 375)
    const request = await openRequest(await openWaiting(tab, 1), title)
    await setTimeToPublish(request, '2030-05-01T09:30')
    // Ann sends a further change on her request before that time.
    const { file, page, index, section } = findSection(folder.dir, headed)!
    const again = `${(section as { heading: string }).heading} Quokka again`
    const drafts = { [file]: { ...page, sections: page.sections.map((s, i) => (i === index ? { ...s, heading: again } : s)) } as Page }
    expect(json<Proposal>(await editor.request('POST', editorRoutes.propose, { cookie: ann, body: { drafts } })).request).toBe(id)
    // Past the time it was set for, it still waits, and his view says why no time is set any more.
    now = Date.parse('2030-05-02T12:00:00Z')
    await new Promise((done) => setTimeout(done, 5_000))
    const state = json<{ request: { state: string } }>(await editor.request('GET', `${editorRoutes.requests}/${id}`, { cookie: pat })).request.state
    expect(state).toBe('waiting')
    await request.getByRole('button', { name: words.back }).click()
    await openRequest(tab.getByRole('dialog', { name: words.requests }), title)
    await request
      .getByRole('region', { name: words.timeline })
      .getByText(/cancelled the time it was to be published: /)
      .waitFor({ timeout: 30_000 })
    expect(await request.getByText(words.states.waiting, { exact: true }).count()).toBe(1)
    expect(await request.getByRole('button', { name: words.cancelTime }).count()).toBe(0)
    expect(json<{ requests: unknown[] }>(await editor.request('GET', `${editorRoutes.requests}/scheduled`, { cookie: pat })).requests).toEqual([])
  } finally {
    await editor.close()
  }
})
