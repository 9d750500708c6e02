// The Requests panel in Chromium, on the hosted editor with the site's repository behind a real git
// server: an editor sends a change; the publisher's bar (1280 px) says "1 waiting", the request reads its
// change in words, and he asks for changes with his words (a line of a form he left is gone with it; once
// answered, focus is on the request's new state at its top); the editor's My requests (375 px, every
// control inside the window) says "Changes asked" with them (his words, half-sent, outlive the window
// crossing a phone's width); she sends it again (her Review changes lists it waiting, without Publish,
// which is a publisher's) and he publishes it, after which it reads Published for both. Screenshots of both widths go to the system's temp folder.
// On the fixture site (test-site-remote.ts); every text from the fixture or the panel's words.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page as Tab } from 'playwright-core'
import { expect, test } from 'vitest'
import type { Page } from '../../../schema/generated/site-types.ts'
import { findSection } from '../../../schema/site-copy.ts'
import { requestsWords as words } from '../../../renderer/editor/requests/requests-words.ts'
import { reviewWords } from '../../../renderer/editor/review/review-words.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { apiPrefix, editorRoutes, previewPages, type Proposal } from '../contract.ts'
import { headed, json, startHostedOnRemote, type HostedEditor } from '../test-support/test-hosted-editor.ts'
import { inBarMenu } from '../test-support/test-in-place.ts'

const chromium = hostedBrowser()

// Publish checks the whole site first: minutes on a busy machine.
const slowStep = 180_000

/** The editor's page in a browser of its own, `width` px wide, signed in with the session cookie given. */
const openAs = (editor: HostedEditor, cookie: string, width: number): Promise<Tab> => chromium.open(editor, cookie, width)

/** Whether the element is wholly inside the window's width, and the page scrolls no wider. */
async function insideWidth(tab: Tab, control: Locator) {
  await control.scrollIntoViewIfNeeded()
  const box = (await control.boundingBox())!
  const width = tab.viewportSize()!.width
  expect(box.x, await control.innerText()).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, await control.innerText()).toBeLessThanOrEqual(width)
  const panel = tab.getByRole('dialog', { name: words.requests })
  expect(await panel.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true)
}

/** Whether the panel's own control is tall enough for a finger on a phone. */
const fingerSized = async (control: Locator) => expect((await control.boundingBox())!.height, await control.innerText()).toBeGreaterThanOrEqual(40)

test('a request from the waiting count to changes asked, seen in My requests at 375 px, then published', async () => {
  const { folder, editor } = await startHostedOnRemote()
  try {
    const { file, page, index, section } = findSection(folder.dir, headed)!
    const heading = (section as { heading: string }).heading
    const withHeading = (text: string) => ({ [file]: { ...page, sections: page.sections.map((s, i) => (i === index ? { ...s, heading: text } : s)) } as Page })
    const annCookie = await editor.signedIn('ann@example.com', 'editor', 'Ann Lee')
    const patCookie = await editor.signedIn('pat@example.com', 'publisher', 'Pat Reyes')
    const send = async (text: string) =>
      json<Proposal>(await editor.request('POST', editorRoutes.propose, { cookie: annCookie, body: { drafts: withHeading(text) } }))
    const sent = await send(`${heading} (new)`)
    expect(sent.state).toBe('done')
    const shown = async () =>
      json<{ request: { title: string; changes: string[] } }>(await editor.request('GET', `${editorRoutes.requests}/${sent.request}`, { cookie: annCookie }))
        .request
    const { title, changes } = await shown()
    expect(changes.length).toBeGreaterThan(0)

    // The publisher's bar says one is waiting; the request reads its change in words; he asks for changes.
    const pat = await openAs(editor, patCookie, 1280)
    await pat.getByRole('button', { name: words.waitingCount(1) }).click()
    const patPanel = pat.getByRole('dialog', { name: words.requests })
    await patPanel.getByRole('tab', { name: words.waiting, selected: true }).waitFor()
    await patPanel.getByRole('button', { name: `${words.open}: ${title}` }).click()
    const request = patPanel.getByRole('article', { name: title })
    for (const change of changes) await request.getByRole('region', { name: words.changes }).getByText(change, { exact: true }).waitFor()
    await request.getByText(words.sentBy('Ann Lee', Date.now()).split(' on ')[0]!).waitFor()
    // "See the site as it would be" opens the request's preview (preview-page.test.ts shows what that page shows).
    const preview = request.getByRole('link', { name: words.seeSite })
    expect(await preview.getAttribute('href')).toBe(`${previewPages.page}?request=${sent.request}`)
    await request.getByRole('region', { name: words.checks }).locator('[aria-busy]').waitFor({ state: 'detached', timeout: 60_000 })
    await pat.screenshot({ path: join(tmpdir(), 'requests-1280-request.png'), fullPage: false })
    // A time to publish it set, then cancelled: each says what it did.
    await request.getByRole('button', { name: words.publishAt }).click()
    await request.getByLabel(words.publishAtLabel).fill('2030-05-01T09:30')
    await request.getByRole('button', { name: words.setTime }).click()
    await request.getByRole('button', { name: words.cancelTime }).click()
    await request.getByRole('status').getByText(words.timeCancelled).waitFor()
    // Without words, nothing is sent: the panel asks for them.
    await request.getByRole('button', { name: words.askChanges }).click()
    const ask = request.getByRole('form', { name: words.askChanges })
    await ask.evaluate((form: HTMLFormElement) => form.requestSubmit())
    await request.getByText(words.sayWhich).waitFor()
    // Turned to Decline, that line of Ask for changes is gone; asked again, the form is as it was left.
    await request.getByRole('button', { name: words.decline }).click()
    await request.getByRole('form', { name: words.decline }).waitFor()
    expect(await request.getByText(words.sayWhich).count()).toBe(0)
    await request.getByRole('button', { name: words.askChanges }).click()
    const asked = 'Say “new” in the text, not the heading'
    await ask.getByRole('textbox', { name: words.whichChanges }).fill(asked)
    // The window narrowed to a phone's width and back (the bar moves his buttons into More): the panel, the
    // request and his half-sent words stay.
    for (const width of [375, 1280]) {
      await pat.setViewportSize({ width, height: 800 })
      expect(await ask.getByRole('textbox', { name: words.whichChanges }).inputValue()).toBe(asked)
    }
    await ask.getByRole('button', { name: words.sendAsk }).click()
    await request.getByText(words.states['changes asked'], { exact: true }).waitFor()
    // His buttons gone with the request's new state, focus is on that state at its top, with his words.
    await expect.poll(() => pat.evaluate(() => document.activeElement?.closest('[data-request-state]')?.textContent ?? '')).toContain(asked)
    await request.getByRole('region', { name: words.timeline }).getByText(`Pat Reyes asked for changes: ${asked}`).waitFor()
    expect(await request.getByRole('button', { name: words.publish, exact: true }).count()).toBe(0)

    // The editor, on a phone's width, reads it in My requests, with his words; every control is within reach.
    const ann = await openAs(editor, annCookie, 375)
    expect(await ann.getByRole('button', { name: /waiting$/ }).count()).toBe(0)
    await (await inBarMenu(ann, ann.getByRole('button', { name: words.myRequests }))).click()
    const annPanel = ann.getByRole('dialog', { name: words.requests })
    const mine = annPanel.getByRole('tabpanel', { name: words.myRequests })
    await mine.getByText(words.states['changes asked'], { exact: true }).waitFor()
    await mine.getByText(`Pat Reyes asked for changes: ${asked}`).waitFor()
    expect(await annPanel.getByRole('tab', { name: words.waiting }).count()).toBe(0)
    for (const control of [
      annPanel.getByRole('button', { name: 'Close' }),
      ...(await annPanel.getByRole('tab').all()),
      mine.getByRole('button', { name: `${words.open}: ${title}` }),
    ])
      await insideWidth(ann, control)
    for (const control of [...(await annPanel.getByRole('tab').all()), mine.getByRole('button', { name: `${words.open}: ${title}` })])
      await fingerSized(control)
    await ann.screenshot({ path: join(tmpdir(), 'requests-375-mine.png') })
    await mine.getByRole('button', { name: `${words.open}: ${title}` }).click()
    const hers = annPanel.getByRole('article', { name: title })
    await hers.getByRole('region', { name: words.timeline }).getByText(`Pat Reyes asked for changes: ${asked}`).waitFor()
    // Under his words, what she does next.
    await hers.locator('[data-request-state]').getByText(words.askedWhatNow).waitFor()
    expect(await hers.getByRole('button', { name: words.publish, exact: true }).count()).toBe(0)
    for (const control of [
      hers.getByRole('button', { name: words.back }),
      hers.getByRole('button', { name: words.saveWords }),
      hers.getByRole('button', { name: words.sendComment }),
    ]) {
      await insideWidth(ann, control)
      await fingerSized(control)
    }
    await hers.getByRole('button', { name: words.back }).scrollIntoViewIfNeeded()
    await ann.screenshot({ path: join(tmpdir(), 'requests-375-request.png') })
    await hers.getByRole('button', { name: words.sendComment }).scrollIntoViewIfNeeded()
    await ann.screenshot({ path: join(tmpdir(), 'requests-375-request-end.png') })
    // Back to the list: the focus is on the request she left, not at the top of the page.
    await hers.getByRole('button', { name: words.back }).click()
    await expect.poll(() => ann.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`${words.open}: ${title}`)

    // She sends it again; it waits again, and he publishes it from its view.
    expect((await send(`${heading}, reworded`)).request).toBe(sent.request)
    // Her Review changes lists it waiting, without Publish: that is for publishers.
    await annPanel.getByRole('button', { name: words.close }).click()
    await (await inBarMenu(ann, ann.getByRole('button', { name: reviewWords.review }))).click()
    const listed = ann.getByRole('dialog', { name: reviewWords.review }).getByRole('region', { name: reviewWords.waiting }).getByRole('listitem')
    await listed.first().waitFor()
    expect(await listed.getByRole('button', { name: reviewWords.publish }).count()).toBe(0)
    await pat.reload()
    await pat.locator('[aria-label="Problems"][aria-busy="false"]').waitFor({ timeout: 60_000 })
    await pat.getByRole('button', { name: words.waitingCount(1) }).click()
    const titleNow = (await shown()).title
    await patPanel.getByRole('button', { name: `${words.open}: ${titleNow}` }).click()
    const resent = patPanel.getByRole('article', { name: titleNow })
    await resent.getByRole('region', { name: words.timeline }).getByText('Ann Lee sent it again').waitFor()
    // The view may learn it is published before Publish's answer comes (it asks again every 15 s, and a
    // publication takes a while on a busy machine): here the answer is held until the view shows it.
    await pat.route(`**${apiPrefix}${editorRoutes.publish}`, async (route) => {
      const response = await route.fetch({ timeout: slowStep })
      await resent.locator('[data-request-state]').getByText(words.states.published, { exact: true }).waitFor({ timeout: slowStep })
      await route.fulfill({ response })
    })
    await resent.getByRole('button', { name: words.publish, exact: true }).click()
    await resent
      .getByText(words.publishedNow)
      .or(pat.getByRole('button', { name: words.waitingCount(0) }))
      .first()
      .waitFor({ timeout: slowStep })
    // Published, focus is on what came of it, at the request's top.
    await expect
      .poll(() => pat.evaluate(() => document.activeElement?.closest('[data-request-state]')?.textContent ?? ''), { timeout: slowStep })
      .toContain(words.states.published)

    // Published: in his Published list, and in her My requests.
    await expect
      .poll(async () => json<{ requests: { state: string }[] }>(await editor.request('GET', editorRoutes.requests, { cookie: annCookie })).requests[0]?.state, {
        timeout: slowStep,
      })
      .toBe('published')
    const again = await openAs(editor, patCookie, 1280)
    await again.getByRole('button', { name: words.myRequests }).click()
    const history = again.getByRole('dialog', { name: words.requests })
    await history.getByRole('tab', { name: words.published }).click()
    await history.getByRole('tabpanel', { name: words.published }).getByRole('heading', { name: titleNow }).waitFor()
    await history.getByRole('button', { name: words.undo }).waitFor()
    await again.screenshot({ path: join(tmpdir(), 'requests-1280-published.png') })
    await ann.reload()
    await ann.locator('[aria-label="Problems"][aria-busy="false"]').waitFor({ timeout: 60_000 })
    await (await inBarMenu(ann, ann.getByRole('button', { name: words.myRequests }))).click()
    await annPanel.getByRole('tabpanel', { name: words.myRequests }).getByText(words.states.published, { exact: true }).waitFor()
    expect(await annPanel.getByRole('button', { name: words.undo }).count()).toBe(0)
  } finally {
    await editor.close()
  }
}, 900_000)
