// A preview link over real sockets, with a real git server: a publisher makes it, someone without an
// account opens the request's site with it and says "Looks good", which reaches the request; an ended
// link and an expired one answer 410 in words; the secret opens nothing else of the editor, whichever
// way it is sent; an editor cannot make one; each use is in the activity log. On the fixture site.
import { afterAll, expect, test } from 'vitest'
import type { Page } from '../../../schema/generated/site-types.ts'
import { findSection, removeCopies } from '../../../schema/site-copy.ts'
import { removeTempDirs } from '../../test-support.ts'
import { apiPrefix, editorRoutes, previewPages, type Proposal } from '../contract.ts'
import { sessionCookie } from '../sign-in-contract.ts'
import { headed, json, startHostedOnRemote } from '../test-support/test-hosted-editor.ts'

afterAll(() => {
  removeCopies()
  removeTempDirs()
})

const day = 24 * 60 * 60 * 1000

test("a preview link opens its request's site and takes a comment, nothing else, until it is ended or expires", async () => {
  const { folder, editor } = await startHostedOnRemote()
  try {
    const { file, page, index, section } = findSection(folder.dir, headed)!
    const heading = `${(section as { heading: string }).heading} (preview)`
    const changed = { [file]: { ...page, sections: page.sections.map((s, i) => (i === index ? { ...s, heading } : s)) } as Page }
    const ann = await editor.signedIn('ann@example.com', 'editor', 'Ann Lee')
    const pat = await editor.signedIn('pat@example.com', 'publisher', 'Pat Reyes')
    const id = json<Proposal>(await editor.request('POST', editorRoutes.propose, { cookie: ann, body: { drafts: changed } })).request!
    const links = `${editorRoutes.requests}/${id}/preview-links`

    expect((await editor.request('POST', links, { cookie: ann, body: { days: 7 } })).status).toBe(403)
    const made = json<{ link: string; expires: number }>(await editor.request('POST', links, { cookie: pat, body: { days: 2 } }))
    expect(made.link).toMatch(new RegExp(`^${editor.origin}${previewPages.page}#key=[\\w-]{43}$`))
    expect(made.expires).toBeGreaterThan(Date.now() + day)
    const key = made.link.split('#key=')[1]!

    // Without a session: the request's site as it would be published, and a comment that reaches it.
    const opened = await editor.request('POST', `${previewPages.api}site`, { body: { key } })
    expect(opened.status).toBe(200)
    const shown = json<{ title: string; files: { name: string; data: Page }[] }>(opened)
    expect(shown.files.find((f) => f.name === file)!.data.sections[index]).toMatchObject({ heading })
    expect((await editor.request('POST', `${previewPages.api}comment`, { body: { key, name: 'Carla', looksGood: false } })).status).toBe(400)
    expect((await editor.request('POST', `${previewPages.api}comment`, { body: { key, name: 'Carla', looksGood: true, words: 'Clear.' } })).status).toBe(200)
    const events = json<{ events: { kind: string; by: string; words?: string }[] }>(
      await editor.request('GET', `${editorRoutes.requests}/${id}`, { cookie: pat }),
    ).events
    expect(events.at(-1)).toEqual({ kind: 'comment', by: 'Carla (preview link)', at: expect.any(Number), words: 'Looks good. Clear.' })

    // The secret as a session, a bearer or a query opens no other route of the editor.
    const others = editor.routes.filter((r) => !r.url.startsWith(previewPages.api) && r.url.startsWith(apiPrefix))
    expect(others.length).toBeGreaterThan(20)
    for (const route of others) {
      const path = route.url.replaceAll(':id', id).replace('*', 'x')
      for (const headers of [{ cookie: `${sessionCookie}=${key}` }, { authorization: `Bearer ${key}` }] as Record<string, string>[]) {
        const answer = await editor.request(route.method, `${path}?key=${key}`, {
          headers,
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : { key },
        })
        expect(answer.status, `${route.method} ${route.url} ${answer.body.toString()}`).toBe(401)
      }
    }

    // Ended by a publisher, it opens nothing; nor does one whose days are over.
    expect(json<{ ended: number }>(await editor.request('POST', `${links}/end`, { cookie: pat })).ended).toBe(1)
    const ended = await editor.request('POST', `${previewPages.api}site`, { body: { key } })
    expect([ended.status, json<{ code: string }>(ended).code]).toEqual([410, 'previewLinkGone'])
    const patId = (await editor.store.people.personByEmail('pat@example.com'))!.id
    const old = await editor.store.previewLinks.make(id, patId, 1, Date.now() - 2 * day)
    expect((await editor.request('POST', `${previewPages.api}site`, { body: { key: old.secret } })).status).toBe(410)
    const listed = json<{ links: { madeBy: string; ended?: number }[] }>(await editor.request('GET', links, { cookie: ann })).links
    expect(listed.map((l) => [l.madeBy, l.ended !== undefined])).toEqual([
      ['Pat Reyes', true],
      ['Pat Reyes', false],
    ])
    expect(
      (await editor.store.people.auditLog())
        .filter((e) => e.action.startsWith('preview'))
        .map((e) => e.action)
        .sort(),
    ).toEqual(['preview comment', 'preview link made', 'preview links ended', 'preview opened'])
  } finally {
    await editor.close()
  }
}, 400_000)
