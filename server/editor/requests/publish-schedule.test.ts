// Publishing at a time a publisher set, over real sockets with a real git server and SMTP server, on a
// clock the test moves: the request is published when its time comes and not before; one whose site
// would have a problem by then is not published, stays waiting, says why, and its sender and the
// publisher are emailed (as its sender is when it is published); one whose time passed while the editor was stopped is published when it starts
// again, and says it was late. On the fixture site.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { parse } from 'yaml'
import type { Page } from '../../../schema/generated/site-types.ts'
import { findSection, removeCopies } from '../../../schema/site-copy.ts'
import { mailPart, startSmtpServer } from '../../test-smtp.ts'
import { newDatabase, removeTempDirs } from '../../test-support.ts'
import { editorRoutes, type Proposal } from '../contract.ts'
import { headed, json, startHostedEditor } from '../test-support/test-hosted-editor.ts'
import { dataDir, gitServer, remoteConfig } from '../test-support/test-site-remote.ts'
import { remoteSiteFolder } from '../site/site-remote-folder.ts'
import { openSiteRemote } from '../site/site-remote.ts'

afterAll(() => {
  removeCopies()
  removeTempDirs()
})

const hour = 60 * 60 * 1000

test('published at its time and not before; refused in words and by email when its site would have a problem; late after a restart', async () => {
  const server = await gitServer()
  const smtp = await startSmtpServer()
  const folderDir = join(dataDir(), 'site-remote')
  const remote = await openSiteRemote(remoteConfig(server), folderDir)
  const folder = await remoteSiteFolder(remote, folderDir)
  const database = await newDatabase()
  // The editor's clock, which the test moves; it looks every 50 ms.
  let now = Date.now()
  const start = () => startHostedEditor(folder.dir, database, { remote: { remote, folder }, smtpPort: smtp.port, schedule: { now: () => now, everyMs: 50 } })
  let editor = await start()
  const mainText = (file: string) => {
    const clone = server.clone()
    return clone.git(['show', `origin/${server.branch}:site/${file}`])
  }
  try {
    const { file, index, section } = findSection(folder.dir, headed)!
    // The page as the main version has it now, as a page opened now would send it.
    const withHeading = (words: string) => {
      const page = parse(readFileSync(join(folder.dir, file), 'utf8')) as Page
      return { [file]: { ...page, sections: page.sections.map((s, i) => (i === index ? { ...s, heading: words } : s)) } }
    }
    const heading = (section as { heading: string }).heading
    const ann = await editor.signedIn('ann@example.com', 'editor', 'Ann Lee')
    const pat = await editor.signedIn('pat@example.com', 'publisher', 'Pat Reyes')
    const send = async (words: string) => {
      const sent = json<Proposal>(await editor.request('POST', editorRoutes.propose, { cookie: ann, body: { drafts: withHeading(words) } }))
      expect(sent.error).toBeUndefined()
      return sent.request!
    }
    const schedule = (id: string, at: number | null, cookie = pat) =>
      editor.request('POST', `${editorRoutes.requests}/${id}/schedule`, { cookie, body: { at } })
    const stateOf = async (id: string) =>
      json<{ request: { state: string }; events: { kind: string; by: string; words?: string }[] }>(
        await editor.request('GET', `${editorRoutes.requests}/${id}`, { cookie: pat }),
      )

    // Set for an hour from now: an editor may not set it, a time passed is refused, and it is listed.
    const first = await send(`${heading} at nine`)
    expect((await schedule(first, now + hour, ann)).status).toBe(403)
    expect(json<{ code: string }>(await schedule(first, now - hour)).code).toBe('timePassed')
    expect((await schedule(first, now + hour)).status).toBe(200)
    expect(
      json<{ requests: { id: string; publishAt: number }[] }>(await editor.request('GET', `${editorRoutes.requests}/scheduled`, { cookie: ann })).requests.map(
        (r) => r.id,
      ),
    ).toEqual([first])
    await new Promise((done) => setTimeout(done, 300))
    expect(mainText(file)).not.toContain(`${heading} at nine`)
    now += hour + 1
    await expect.poll(() => mainText(file), { timeout: 60_000 }).toContain(`${heading} at nine`)
    await expect.poll(async () => (await stateOf(first)).request.state).toBe('published')
    expect((await stateOf(first)).events.map((e) => [e.kind, e.by])).toEqual([
      ['sent', 'Ann Lee'],
      ['scheduled', 'Pat Reyes'],
      ['published', 'Pat Reyes'],
    ])
    const published = () =>
      smtp.received.filter((m) => m.to.includes('ann@example.com') && mailPart(m.raw, 'text/plain').includes('Pat Reyes published your change'))
    await expect.poll(() => published().length, { timeout: 15_000 }).toBe(1)
    // Her page, opened again, shows what was published: her next change is made on it.
    await expect.poll(async () => (await editor.request('GET', editorRoutes.site, { cookie: ann })).body.toString()).toContain(`${heading} at nine`)

    // Set for a time, then a change with a mistake lands on the main version: nothing is published, it says why.
    const second = await send(`${heading} at ten`)
    expect((await schedule(second, now + hour)).status).toBe(200)
    const clone = server.clone()
    const text = clone.git(['show', `HEAD:site/${file}`])
    clone.commitFile(`site/${file}`, text.replace(/^(\s*-\s*)type: \w+/m, '$1type: nosuchtype'), 'A change with a mistake')
    clone.git(['push', '--quiet', 'origin', 'HEAD'])
    now += hour + 1
    await expect.poll(async () => (await stateOf(second)).events.at(-1)?.kind, { timeout: 60_000 }).toBe('schedule failed')
    expect((await stateOf(second)).request.state).toBe('waiting')
    expect((await stateOf(second)).events.at(-1)!.words).toMatch(/^Nothing was published: the site would have a problem\..*nosuchtype/)
    expect(mainText(file)).not.toContain(`${heading} at ten`)
    const refused = async (to: string) => smtp.received.filter((m) => m.to.includes(to) && mailPart(m.raw, 'text/plain').includes('nothing was published'))
    await expect.poll(async () => (await refused('ann@example.com')).length + (await refused('pat@example.com')).length, { timeout: 15_000 }).toBe(2)

    // The mistake put right; set for a time the editor is stopped at: published when it starts, late.
    clone.commitFile(`site/${file}`, text, 'The mistake put right')
    clone.git(['push', '--quiet', 'origin', 'HEAD'])
    expect((await schedule(second, now + hour)).status).toBe(200)
    await editor.close()
    now += 3 * hour
    editor = await start()
    await expect.poll(() => mainText(file), { timeout: 60_000 }).toContain(`${heading} at ten`)
    await expect.poll(async () => (await stateOf(second)).events.map((e) => e.kind).slice(-2)).toEqual(['published', 'published late'])
  } finally {
    await editor.close()
    await smtp.close()
  }
}, 400_000)
