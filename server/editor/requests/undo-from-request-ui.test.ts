// Undo where a publisher reads a published request, in Chromium at 375 and 1280 px, with a real git
// server: the request's own view offers Undo (not only the Published list); it shows what it would take
// back, and once confirmed says it is undone, the request's timeline says so, and Undo is gone from it.
import { describe, expect, test } from 'vitest'
import { eventWords, requestsWords as words } from '../../../renderer/editor/requests/requests-words.ts'
import { fixtureSiteDir } from '../../test-support.ts'
import { editorRoutes } from '../contract.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { openRequest } from '../test-support/requests-panel.ts'
import { inBarMenu } from '../test-support/test-in-place.ts'
import { sentRequest } from '../test-support/test-sent-request.ts'

const chromium = hostedBrowser()

describe.each([375, 1280])('at %i px', (width) => {
  test("a published request's own view undoes it: what it takes back, then undone, in its timeline", async () => {
    const { editor, pat, id, title, heading } = await sentRequest(fixtureSiteDir, 'Numbat')
    try {
      expect((await editor.request('POST', editorRoutes.publish, { cookie: pat, body: { id } })).status).toBe(200)
      const tab = await chromium.open(editor, pat, width)
      await (await inBarMenu(tab, tab.getByRole('button', { name: words.myRequests }))).click()
      const panel = tab.getByRole('dialog', { name: words.requests })
      await panel.getByRole('tab', { name: words.published }).click()
      const request = await openRequest(panel, title)
      await request.getByRole('button', { name: words.undo, exact: true }).click()
      const step = request.getByRole('region', { name: words.undo })
      // What it takes back: the heading published, back to its words before.
      await step.getByText(heading, { exact: false }).first().waitFor({ timeout: 60_000 })
      await step.getByRole('button', { name: words.undoConfirm }).click()
      await request.getByText(words.undoDone, { exact: true }).waitFor({ timeout: 120_000 })
      const undone = eventWords({ kind: 'undone', at: 0, by: '' })
      await request.getByRole('region', { name: words.timeline }).getByText(undone, { exact: false }).first().waitFor({ timeout: 30_000 })
      expect(await request.getByRole('button', { name: words.undo, exact: true }).count()).toBe(0)
    } finally {
      await editor.close()
    }
  }, 300_000)
})
