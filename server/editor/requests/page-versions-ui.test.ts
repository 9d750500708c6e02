// A page's earlier versions in Chromium, on the hosted editor with the site's repository behind a real
// git server: after a publication changed a page's heading, its Page panel lists that publication as
// what the site shows now and the version before it; "Bring this version back" sends the page as it was
// as a change request, waiting for review, whose changes bring the old heading back, and says so under
// that version, which has no button to send it twice any more. At 1280 and 375 px.
// On the fixture site; every text from the fixture or the panel's words.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import type { Page } from '../../../schema/generated/site-types.ts'
import { findSection } from '../../../schema/site-copy.ts'
import { pageWords as words } from '../../../renderer/editor/pages/page-words.ts'
import { editorRoutes, type Proposal } from '../contract.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { inBarMenu } from '../test-support/test-in-place.ts'
import { headed, json, startHostedOnRemote } from '../test-support/test-hosted-editor.ts'
import { axeViolations } from '../test-support/editor-axe.ts'

const chromium = hostedBrowser()

interface Shown {
  request: { id: string; title: string; state: string; changes: string[] }
}

test('a page brought back to the version before its last publication, as a request waiting for review', { timeout: 300_000 }, async () => {
  const { folder, editor } = await startHostedOnRemote()
  const { file, page, index, section } = findSection(folder.dir, headed)!
  const heading = (section as { heading: string }).heading
  const changed = `${heading} (changed)`
  const ann = await editor.signedIn('ann@example.com', 'editor', 'Ann Lee')
  const pat = await editor.signedIn('pat@example.com', 'publisher', 'Pat Reyes')
  const drafts = { [file]: { ...page, sections: page.sections.map((s, i) => (i === index ? { ...s, heading: changed } : s)) } as Page }
  const sent = json<Proposal>(await editor.request('POST', editorRoutes.propose, { cookie: ann, body: { drafts } }))
  expect((await editor.request('POST', editorRoutes.publish, { cookie: pat, body: { id: sent.request } })).status).toBe(200)
  const published = json<Shown>(await editor.request('GET', `${editorRoutes.requests}/${sent.request}`, { cookie: ann })).request

  for (const width of [1280, 375]) {
    const tab = await chromium.open(editor, ann, width, page.path)
    await (await inBarMenu(tab, tab.getByRole('button', { name: words.openPanel }).first())).click()
    const panel = tab.getByRole('complementary', { name: words.panel })
    await panel.getByText(words.versions).click()
    const entries = panel.getByRole('listitem').filter({ hasText: /published by|outside the editor/ })
    await expect.poll(() => entries.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2)
    await expect.poll(() => entries.first().innerText()).toContain(`${published.title}, published by Pat Reyes`)
    expect(await entries.first().innerText()).toContain(words.current)
    await entries.nth(1).scrollIntoViewIfNeeded()
    expect(await axeViolations(tab, '#site-editor')).toEqual([])
    await tab.screenshot({ path: join(tmpdir(), `page-versions-${width}.png`) })
    if (width === 375) break
    await entries.nth(1).getByRole('button', { name: words.restore }).click()
    await panel.getByRole('status').getByText(words.restored).waitFor({ timeout: 60_000 })
    // Said under the version brought back, where its button was, however long the list.
    await entries.nth(1).getByRole('status').getByText(words.restored).waitFor()
    // Sent, that version cannot be sent a second time by a second click.
    expect(await entries.nth(1).getByRole('button', { name: words.restore }).count()).toBe(0)
  }

  // The restore is Ann's request, waiting, and takes the heading back to what it was.
  const mine = json<{ requests: Shown['request'][] }>(await editor.request('GET', editorRoutes.requests, { cookie: ann })).requests
  const restore = mine.find((r) => r.id !== sent.request)!
  expect(restore.state).toBe('waiting')
  expect(restore.changes.join('\n')).toContain(heading)
})
