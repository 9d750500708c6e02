// Once a request is published, its view says when the live site shows it, in Chromium at 375 and 1280 px
// on the hosted editor behind a real git server, where the editor is not told what the live site shows
// (no SITE_ORIGIN): beside who published it and when, that the live site shows changes within a minute of
// their publication. On the fixture site (test-site-remote.ts); every text from it or the panel's words.
import { expect, test } from 'vitest'
import type { Page } from '../../../schema/generated/site-types.ts'
import { findSection } from '../../../schema/site-copy.ts'
import { requestsWords as words } from '../../../renderer/editor/requests/requests-words.ts'
import { editorRoutes, type Proposal } from '../contract.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { openMine } from '../test-support/requests-panel.ts'
import { headed, json, startHostedOnRemote } from '../test-support/test-hosted-editor.ts'

const chromium = hostedBrowser()

test('a published request says when the live site shows it', async () => {
  const { folder, editor } = await startHostedOnRemote()
  try {
    const { file, page, index, section } = findSection(folder.dir, headed)!
    const heading = `${(section as { heading: string }).heading} (published)`
    const drafts = { [file]: { ...page, sections: page.sections.map((s, i) => (i === index ? { ...s, heading } : s)) } as Page }
    const ann = await editor.signedIn('ann@example.com', 'editor', 'Ann Lee')
    const pat = await editor.signedIn('pat@example.com', 'publisher', 'Pat Reyes')
    const id = json<Proposal>(await editor.request('POST', editorRoutes.propose, { cookie: ann, body: { drafts } })).request!
    expect((await editor.request('POST', editorRoutes.publish, { cookie: pat, body: { id } })).status).toBe(200)
    const { title } = json<{ request: { title: string } }>(await editor.request('GET', `${editorRoutes.requests}/${id}`, { cookie: pat })).request

    for (const width of [375, 1280]) {
      const tab = await chromium.open(editor, pat, width)
      await openMine(tab)
      const panel = tab.getByRole('dialog', { name: words.requests })
      await panel.getByRole('tab', { name: words.published }).click()
      await panel
        .getByRole('tabpanel', { name: words.published })
        .getByRole('button', { name: `${words.open}: ${title}` })
        .click()
      const outcome = panel.getByRole('article', { name: title }).locator('[data-request-state]')
      await outcome.getByText(words.states.published, { exact: true }).waitFor()
      await outcome.getByText(words.goesLive, { exact: true }).waitFor({ timeout: 10_000 })
    }
  } finally {
    await editor.close()
  }
}, 300_000)
