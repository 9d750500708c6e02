// Words sent for review stay on the sender's page, over real sockets with a real git server: after
// Send her drafts are still there, marked as sent and waiting; a value she changes again meanwhile is
// carried over hers once the request is published, never offered as "changed by someone else"; a
// declined request leaves her words as unsent changes. On the fixture site.
import { afterAll, expect, test } from 'vitest'
import type { Page } from '../../../schema/generated/site-types.ts'
import { findSection, removeCopies } from '../../../schema/site-copy.ts'
import { removeTempDirs } from '../../test-support.ts'
import { editorRoutes, type Change, type Proposal, type SavedDraftsAnswer } from '../contract.ts'
import { headed, json, startHostedOnRemote } from '../test-support/test-hosted-editor.ts'

afterAll(() => {
  removeCopies()
  removeTempDirs()
})

test('sent words stay, marked as waiting; published, a later change of the same value is still hers; declined, they stay unsent', async () => {
  const { folder, editor } = await startHostedOnRemote()
  const { file, page, index, section } = findSection(folder.dir, headed)!
  const heading = (section as { heading: string }).heading
  const path = ['sections', index, 'heading']
  const pageWith = (words: string) => ({ [file]: { ...page, sections: page.sections.map((s, i) => (i === index ? { ...s, heading: words } : s)) } as Page })
  const change = (before: string, after: string): Change => ({ file, path, before, after })

  const ann = await editor.signedIn('ann@example.com', 'editor', 'Ann Lee')
  const pat = await editor.signedIn('pat@example.com', 'publisher', 'Pat Reyes')
  const keep = (done: Change[]) => editor.request('PUT', editorRoutes.drafts, { cookie: ann, body: { done, undone: [], conflicts: [] } })
  const drafts = async () => json<SavedDraftsAnswer>(await editor.request('GET', editorRoutes.drafts, { cookie: ann }))
  const send = async (words: string) => json<Proposal>(await editor.request('POST', editorRoutes.propose, { cookie: ann, body: { drafts: pageWith(words) } }))

  const first = change(heading, `${heading} (sent)`)
  await keep([first])
  const sent = await send(first.after as string)
  expect(sent.state).toBe('done')
  expect(await drafts()).toMatchObject({ done: [first], conflicts: [], sent: { request: sent.request, changes: 1, state: 'waiting' } })

  // She changes the same heading again while it waits; then it is published as sent.
  const later = change(first.after as string, `${heading} (later)`)
  await keep([first, later])
  expect((await drafts()).sent).toMatchObject({ request: sent.request, changes: 1 })
  expect((await editor.request('POST', editorRoutes.publish, { cookie: pat, body: { id: sent.request } })).status).toBe(200)
  const afterPublish = await drafts()
  expect(afterPublish.conflicts).toEqual([])
  expect(afterPublish.done).toEqual([later])
  expect(afterPublish.sent).toBeUndefined()

  // Sent again and declined: her words stay, as changes not sent.
  const again = await send(later.after as string)
  expect((await drafts()).sent).toMatchObject({ request: again.request, state: 'waiting' })
  const declined = await editor.request('POST', `${editorRoutes.requests}/${again.request}/answer`, { cookie: pat, body: { state: 'declined' } })
  expect(declined.status).toBe(200)
  const afterDecline = await drafts()
  expect(afterDecline.done).toEqual([later])
  expect(afterDecline.sent).toBeUndefined()
  // Three sends, an answer and a publication through a real git server: over a minute on a busy machine.
}, 180_000)
