// A request a publisher set for a time, as its sender finds it in Chromium at a phone's width: her list
// of requests says when it is to be published, without opening it; once it is not set any more, it does
// not. With a real git server; on the fixture site, every word from the panel's.
import { expect, test } from 'vitest'
import { requestsWords as words } from '../../../renderer/editor/requests/requests-words.ts'
import { fixtureSiteDir } from '../../test-support.ts'
import { editorRoutes } from '../contract.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { openMine } from '../test-support/requests-panel.ts'
import { sentRequest } from '../test-support/test-sent-request.ts'

const chromium = hostedBrowser()

test('her list says when her request is to be published, and stops saying it once the time is cancelled', { timeout: 300_000 }, async () => {
  const { editor, ann, pat, id, title } = await sentRequest(fixtureSiteDir, 'Wombat')
  try {
    const at = Date.now() + 24 * 60 * 60 * 1000
    const schedule = (when: number | null) => editor.request('POST', `${editorRoutes.requests}/${id}/schedule`, { cookie: pat, body: { at: when } })
    expect((await schedule(at)).status).toBe(200)
    const tab = await chromium.open(editor, ann, 375)
    const card = (await openMine(tab)).getByRole('listitem').filter({ hasText: title })
    await card.getByText(words.scheduledFor(at), { exact: true }).waitFor({ timeout: 30_000 })
    expect(await card.getByText(words.scheduledFor(at), { exact: true }).isVisible()).toBe(true)
    expect((await schedule(null)).status).toBe(200)
    await tab.reload()
    const again = (await openMine(tab)).getByRole('listitem').filter({ hasText: title })
    await again.getByText(words.states.waiting, { exact: true }).waitFor()
    expect(await again.getByText(words.scheduledFor(at), { exact: true }).count()).toBe(0)
  } finally {
    await editor.close()
  }
})
