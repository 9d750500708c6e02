// A change request's road short of Publish, over real sockets with a real git server: the publisher asks
// for changes in words, the sender sees them on her request, rewords it and sends again on the same
// request; it is declined; an editor may not answer; every step is in its timeline, and the publisher
// and the sender are emailed through a real SMTP server, as the sender is when it is set to be published
// at a time or published (unless its publisher sent it). On the fixture site, or the sample site (a firm with a time zone).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { parse } from 'yaml'
import type { Page, SiteConfig } from '../../../schema/generated/site-types.ts'
import { copySampleSite, findSection, removeCopies } from '../../../schema/site-copy.ts'
import { mailPart, startSmtpServer } from '../../test-smtp.ts'
import { removeTempDirs } from '../../test-support.ts'
import { editorRoutes, type Proposal } from '../contract.ts'
import { headed, json, startHostedOnRemote, type HostedEditor } from '../test-support/test-hosted-editor.ts'

afterAll(() => {
  removeCopies()
  removeTempDirs()
})

interface Shown {
  request: { id: string; title: string; state: string; sender: string; note?: string; changes: string[] }
  events: { kind: string; by: string; words?: string }[]
}

async function someone(editor: HostedEditor, email: string, role: 'editor' | 'publisher', name: string) {
  const cookie = await editor.signedIn(email, role, name)
  const call = (method: string, path: string, body?: unknown) => editor.request(method, path, { cookie, body })
  return {
    send: async (drafts: Record<string, Page>) => json<Proposal>(await call('POST', editorRoutes.propose, { drafts })),
    mine: async () => json<{ requests: Shown['request'][] }>(await call('GET', editorRoutes.requests)).requests,
    shown: async (id: string) => json<Shown>(await call('GET', `${editorRoutes.requests}/${id}`)),
    answer: (id: string, body: unknown) => call('POST', `${editorRoutes.requests}/${id}/answer`, body),
    reword: (id: string, body: unknown) => call('POST', `${editorRoutes.requests}/${id}/words`, body),
    comment: (id: string, words: string) => call('POST', `${editorRoutes.requests}/${id}/comment`, { words }),
    publish: (id: string) => call('POST', editorRoutes.publish, { id }),
    schedule: (id: string, at: number | null) => call('POST', `${editorRoutes.requests}/${id}/schedule`, { at }),
  }
}

/** The hosted editor on the real git server, with a real SMTP server; Ann (an editor) and Pat (a publisher); the
 * site's first plainly headed section, and its page with that heading changed; its emails, once they have come. */
async function started(siteDir?: string) {
  const smtp = await startSmtpServer()
  const { folder, editor } = await startHostedOnRemote({ smtpPort: smtp.port, siteDir })
  const { file, page, index, section } = findSection(folder.dir, headed)!
  return {
    smtp,
    editor,
    heading: (section as { heading: string }).heading,
    withHeading: (words: string) => ({
      [file]: { ...page, sections: page.sections.map((s, i) => (i === index ? { ...s, heading: words } : s)) } as Page,
    }),
    ann: await someone(editor, 'ann@example.com', 'editor', 'Ann Lee'),
    pat: await someone(editor, 'pat@example.com', 'publisher', 'Pat Reyes'),
    /** The emails to `to` (their text), once `count` have arrived (they are sent after the answer). */
    async mailTo(to: string, count: number) {
      await expect.poll(() => smtp.received.filter((m) => m.to.includes(to)).length, { timeout: 15_000 }).toBe(count)
      return smtp.received.filter((m) => m.to.includes(to)).map((m) => mailPart(m.raw, 'text/plain').replaceAll('\r\n', '\n'))
    },
    async close() {
      await editor.close()
      await smtp.close()
    },
  }
}

test('asked for changes, reworded, sent again on the same request, then declined: each step in words, for whom it is allowed', async () => {
  const { editor, heading, withHeading, ann, pat, mailTo, close } = await started()
  try {
    const sent = await ann.send(withHeading(`${heading} (new)`))
    expect(sent.state).toBe('done')
    const id = sent.request!
    // An editor may not answer; a publisher must say which changes; then it is returned to Ann with his words.
    expect((await ann.answer(id, { state: 'declined' })).status).toBe(403)
    expect((await pat.answer(id, { state: 'changes asked' })).status).toBe(400)
    expect((await pat.answer(id, { state: 'changes asked', words: 'Say “new” in the text, not the heading' })).status).toBe(200)
    expect((await ann.mine()).map((r) => [r.id, r.state])).toEqual([[id, 'changes asked']])
    const [arrived] = await mailTo('pat@example.com', 1)
    expect(arrived).toContain('Ann Lee sent a change to the website for review')
    expect(arrived).toContain(`${editor.origin}/?request=${id}`)
    const [asked] = await mailTo('ann@example.com', 1)
    expect(asked).toContain('Pat Reyes asked for changes')
    expect(asked).toContain('Say “new” in the text, not the heading')
    expect((await ann.shown(id)).events.at(-1)).toEqual(
      expect.objectContaining({ kind: 'changes asked', by: 'Pat Reyes', words: 'Say “new” in the text, not the heading' }),
    )

    // Only Ann rewords her request; sent again, it is the same request, waiting again.
    expect((await pat.reword(id, { title: 'Mine now' })).status).toBe(403)
    expect((await ann.reword(id, { title: 'A heading, reworded', note: 'As asked' })).status).toBe(200)
    const again = await ann.send(withHeading(`${heading}, reworded`))
    expect(again.request).toBe(id)
    const shown = await pat.shown(id)
    expect(shown.request).toMatchObject({ id, state: 'waiting', sender: 'Ann Lee', title: 'A heading, reworded', note: 'As asked' })
    expect(shown.request.changes.length).toBeGreaterThan(0)

    expect((await pat.comment(id, 'Better.')).status).toBe(200)
    expect((await pat.answer(id, { state: 'declined', words: 'Not this season' })).status).toBe(200)
    const declined = await pat.answer(id, { state: 'declined' })
    expect(declined.status).toBe(409)
    expect(json<{ code: string; message: string }>(declined)).toEqual({ code: 'requestNotWaiting', message: expect.stringContaining('declined') })
    expect((await ann.reword(id, { title: 'Too late' })).status).toBe(409)
    // Sent again, the publisher is told again; declined, the sender is told with his words.
    expect((await mailTo('pat@example.com', 2))[1]).toContain('A heading, reworded')
    expect((await mailTo('ann@example.com', 2))[1]).toContain('Pat Reyes declined your change to the website: A heading, reworded.\n\nNot this season')
    expect((await pat.shown(id)).events.map((e) => [e.kind, e.by])).toEqual([
      ['sent', 'Ann Lee'],
      ['changes asked', 'Pat Reyes'],
      ['sent again', 'Ann Lee'],
      ['comment', 'Pat Reyes'],
      ['declined', 'Pat Reyes'],
    ])
    expect((await pat.shown('no-such-request')).request).toBeUndefined()
  } finally {
    await close()
  }
}, 400_000)

test('published: its sender is emailed, with its link; a publisher who publishes her own is not', async () => {
  const { smtp, editor, heading, withHeading, ann, pat, mailTo, close } = await started()
  try {
    const id = (await ann.send(withHeading(`${heading} Quokka`))).request!
    expect((await pat.publish(id)).status).toBe(200)
    const [published] = await mailTo('ann@example.com', 1)
    expect(published).toContain(`Pat Reyes published your change to the website: ${(await ann.shown(id)).request.title}.`)
    expect(published).toContain(`${editor.origin}/?request=${id}`)

    // Her own, published by herself: nobody is told (Pat had only Ann's request to review).
    const own = (await pat.send(withHeading(`${heading} Numbat`))).request!
    expect((await pat.publish(own)).status).toBe(200)
    await new Promise((done) => setTimeout(done, 1000))
    expect(smtp.received.map((m) => m.to.join()).sort()).toEqual(['ann@example.com', 'pat@example.com'])
  } finally {
    await close()
  }
}, 400_000)

test('set to be published at a time: its sender is emailed when, at the firm’s time; cancelled, nobody is', async () => {
  const siteDir = copySampleSite()
  const { smtp, editor, heading, withHeading, ann, pat, mailTo, close } = await started(siteDir)
  try {
    const id = (await ann.send(withHeading(`${heading} Bilby`))).request!
    const at = Date.parse('2030-05-01T16:30:00Z')
    expect((await pat.schedule(id, at)).status).toBe(200)
    const [scheduled] = await mailTo('ann@example.com', 1)
    const timeZone = (parse(readFileSync(join(siteDir, 'site.yaml'), 'utf8')) as SiteConfig).firm.timeZone
    const atFirm = new Date(at).toLocaleString('en-US', {
      timeZone,
      timeZoneName: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    })
    expect(scheduled).toContain(`Pat Reyes set your change to the website to be published on ${atFirm}: ${(await ann.shown(id)).request.title}.`)
    expect(scheduled).toContain(`${editor.origin}/?request=${id}`)
    expect((await pat.schedule(id, null)).status).toBe(200)
    await new Promise((done) => setTimeout(done, 1000))
    expect(smtp.received.filter((m) => m.to.includes('ann@example.com'))).toHaveLength(1)
  } finally {
    await close()
  }
}, 400_000)
