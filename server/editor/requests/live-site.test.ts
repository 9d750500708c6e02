// A published request says when the live site shows it, over real sockets with a real git server: the
// editor asks SITE_ORIGIN's /healthz (the site's own route, answering with the commit it serves), and
// the request's timeline gets "live" once that commit holds the publication, or a later one does; not
// before, not while the site does not answer, and not through a redirect. The whole road (whole-road-ui.test.ts) reads the same
// words from a site that follows the repository.
import Fastify from 'fastify'
import { afterAll, expect, test } from 'vitest'
import type { Page } from '../../../schema/generated/site-types.ts'
import { findSection, removeCopies } from '../../../schema/site-copy.ts'
import { healthRoutes } from '../../routes/health.ts'
import { removeTempDirs } from '../../test-support.ts'
import { editorRoutes, type Proposal } from '../contract.ts'
import { headed, json, startHostedOnRemote, type HostedEditor } from '../test-support/test-hosted-editor.ts'

afterAll(() => {
  removeCopies()
  removeTempDirs()
})

interface Shown {
  request: { state: string }
  events: { kind: string }[]
  watched?: boolean
}

/** A site's /healthz that says it serves `serving.commit` (none while it is undefined), or sends the asker to `serving.elsewhere`. */
async function liveSite() {
  const serving: { commit?: string; elsewhere?: string } = {}
  const app = Fastify()
  app.addHook('onRequest', async (_request, reply) => {
    if (serving.elsewhere) await reply.redirect(`${serving.elsewhere}/healthz`, 302)
  })
  await app.register(healthRoutes, { ping: async () => {}, version: () => serving.commit ?? '' })
  const origin = await app.listen({ host: '127.0.0.1', port: 0 })
  return { serving, origin: origin.replace('127.0.0.1', 'localhost'), close: () => app.close() }
}

async function publisher(editor: HostedEditor) {
  const cookie = await editor.signedIn('pat@example.com', 'publisher', 'Pat Reyes')
  return {
    send: async (drafts: Record<string, Page>) =>
      (await json<Proposal>(await editor.request('POST', editorRoutes.propose, { cookie, body: { drafts } }))).request!,
    publish: async (id: string) => expect((await editor.request('POST', editorRoutes.publish, { cookie, body: { id } })).status).toBe(200),
    shown: async (id: string) => json<Shown>(await editor.request('GET', `${editorRoutes.requests}/${id}`, { cookie })),
  }
}

const lives = (shown: Shown) => shown.events.filter((e) => e.kind === 'live').length

test('a published request reads live once the live site serves its commit or a later one, and only then', async () => {
  const site = await liveSite()
  const { folder, editor } = await startHostedOnRemote({ liveSite: site.origin })
  try {
    const { file, page, index, section } = findSection(folder.dir, headed)!
    const heading = (section as { heading: string }).heading
    const withHeading = (words: string) => ({
      [file]: { ...page, sections: page.sections.map((s, i) => (i === index ? { ...s, heading: words } : s)) } as Page,
    })
    const pat = await publisher(editor)
    const before = (await folder.refresh(true)).commit
    site.serving.commit = before

    const first = await pat.send(withHeading(`${heading} (first)`))
    // Waiting, it is not watched: nothing is published yet.
    expect((await pat.shown(first)).watched).toBeUndefined()
    await pat.publish(first)
    const published = (await folder.refresh(true)).commit
    // The site still serves the version before: published, watched, not live.
    const waitingForSite = await pat.shown(first)
    expect(waitingForSite).toMatchObject({ request: { state: 'published' }, watched: true })
    expect(lives(waitingForSite)).toBe(0)
    // A site that says nothing it knows of (no version) is the same; so is one that sends the editor to
    // another address that would say it: no redirect is followed.
    site.serving.commit = undefined
    expect(lives(await pat.shown(first))).toBe(0)
    const elsewhere = await liveSite()
    elsewhere.serving.commit = published
    site.serving.elsewhere = elsewhere.origin
    expect(lives(await pat.shown(first))).toBe(0)
    await elsewhere.close()
    site.serving.elsewhere = undefined

    // A second publication on top; the site goes straight to it: both are live, each said once.
    const second = await pat.send(withHeading(`${heading} (second)`))
    await pat.publish(second)
    expect(lives(await pat.shown(second))).toBe(0)
    site.serving.commit = (await folder.refresh(true)).commit
    expect(site.serving.commit).not.toBe(published)
    expect(lives(await pat.shown(second))).toBe(1)
    expect(lives(await pat.shown(first))).toBe(1)
    expect(lives(await pat.shown(first))).toBe(1)

    // The site stopped: a request already live stays so; one published now is not, and its page still answers.
    await site.close()
    expect(lives(await pat.shown(first))).toBe(1)
    const third = await pat.send(withHeading(`${heading} (third)`))
    await pat.publish(third)
    expect(await pat.shown(third)).toMatchObject({ request: { state: 'published' }, watched: true })
    expect(lives(await pat.shown(third))).toBe(0)
  } finally {
    await site.close()
    await editor.close()
  }
  // Three sends and three publications, each checking the whole site: minutes on a busy machine.
}, 300_000)
