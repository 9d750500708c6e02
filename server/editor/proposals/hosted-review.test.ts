// The hosted editor with the site's repository (EDITOR_REPO) behind a real git server over HTTP with a
// password: a person's change is sent for review as a branch whose commit they wrote, nothing is saved
// into the shared site folder, only a publisher may publish, and a publication is on the main version
// for everyone (the editor's site folder follows it). On the fixture site (test-site-remote.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { parse } from 'yaml'
import type { Page } from '../../../schema/generated/site-types.ts'
import { pictureFolderOf } from '../../../schema/route-file.ts'
import { findSection, removeCopies } from '../../../schema/site-copy.ts'
import { removeTempDirs } from '../../test-support.ts'
import { firstDifferencesFile } from './pictures-branch.ts'
import { editorRoutes, type Proposal } from '../contract.ts'
import { type WaitingChange } from '../requests-contract.ts'
import { startHostedOnRemote } from '../test-support/test-hosted-editor.ts'

afterAll(() => {
  removeCopies()
  removeTempDirs()
})

const json = (answer: { body: Buffer }) => JSON.parse(answer.body.toString()) as Record<string, unknown>

test("a change is sent for review as the person's own commit, and only a publisher publishes it", async () => {
  const { server, folder, editor } = await startHostedOnRemote()
  try {
    const writer = await editor.signedIn('writer@example.com', 'editor')
    const publisher = await editor.signedIn('publisher@example.com', 'publisher')
    const { file, page, index, section } = findSection(folder.dir, (s) => 'heading' in s && typeof s.heading === 'string' && !s.heading.includes('{{'))!
    const heading = `${(section as { heading: string }).heading} (sent for review)`
    const drafts = { [file]: { ...page, sections: page.sections.map((s, i) => (i === index ? { ...s, heading } : s)) } }
    const before = readFileSync(join(folder.dir, file), 'utf8')

    // Nothing is saved into the site everyone edits on top of.
    const save = await editor.request('POST', editorRoutes.save, { cookie: writer, body: { drafts, anyway: true } })
    expect(save.status, save.body.toString()).toBe(403)
    expect(json(save).message).toContain('Send them for review')

    const sent = await editor.request('POST', editorRoutes.propose, { cookie: writer, body: { drafts } })
    expect(sent.status).toBe(200)
    const proposal = json(sent) as unknown as Proposal
    // Answered once the change is pushed: its pictures follow.
    expect(proposal).toMatchObject({ state: 'done', step: 'Waiting for review', pictures: 'working' })
    const writerId = (await editor.store.people.personByEmail('writer@example.com'))!.id
    expect(proposal.branch).toMatch(new RegExp(`^site-edit/${writerId}/\\d{4}-\\d{2}-\\d{2}-`))
    // Not on GitHub: no pull request, and the answer names the branch the change waits on.
    expect(proposal.url).toBeUndefined()
    expect(proposal.note).toContain(`waits on the branch ${proposal.branch}`)
    expect(readFileSync(join(folder.dir, file), 'utf8')).toBe(before)

    // On the server: one commit by the person, holding the new words.
    const clone = server.clone()
    clone.git(['fetch', '--quiet', 'origin'])
    expect(clone.git(['log', '-1', '--format=%ae|%ce', `origin/${proposal.branch}`])).toMatch(/^writer@example\.com\|site-editor@/)
    const proposed = parse(clone.git(['show', `origin/${proposal.branch}:site/${file}`])) as Page
    expect((proposed.sections[index] as { heading: string }).heading).toBe(heading)
    // Its before and after pictures reach the reviewer on a branch beside it, holding nothing else, never
    // listed as waiting; the person's last proposal says where, once they are there.
    const last = async () => json(await editor.request('GET', editorRoutes.propose, { cookie: writer })) as unknown as Proposal
    await expect.poll(async () => (await last()).pictures, { timeout: 180_000 }).toBe('done')
    const pictures = proposal.branch!.replace(/^site-edit\//, 'site-edit-pictures/')
    expect((await last()).note).toContain(`pictures are on the branch ${pictures}`)
    clone.git(['fetch', '--quiet', 'origin'])
    const shots = clone
      .git(['ls-tree', '-r', '--name-only', `origin/${pictures}`])
      .split('\n')
      .filter(Boolean)
    const pictured = pictureFolderOf(page.path)
    // The PNGs, and where each page's two first differ (which the request's page opens its pictures at).
    expect(shots.sort()).toEqual(
      [...['after-1280', 'after-375', 'before-1280', 'before-375'].map((name) => `${pictured}/${name}.png`), firstDifferencesFile].sort(),
    )

    const waiting = json(await editor.request('GET', editorRoutes.waiting, { cookie: writer })).waiting as WaitingChange[]
    expect(waiting.map((w) => w.branch)).toEqual([proposal.branch])

    expect((await editor.request('POST', editorRoutes.publish, { cookie: writer, body: { branch: proposal.branch } })).status).toBe(403)
    const published = await editor.request('POST', editorRoutes.publish, { cookie: publisher, body: { branch: proposal.branch } })
    expect(published.status).toBe(200)
    expect(json(published).how).toBe('fast-forward')
    clone.git(['fetch', '--quiet', 'origin'])
    expect((parse(clone.git(['show', `origin/${server.branch}:site/${file}`])) as Page).sections[index]).toMatchObject({ heading })
    // Everyone's site is the main version with the change in it now, and nothing waits any more.
    expect((parse(readFileSync(join(folder.dir, file), 'utf8')) as Page).sections[index]).toMatchObject({ heading })
    expect(json(await editor.request('GET', editorRoutes.waiting, { cookie: publisher })).waiting).toEqual([])
  } finally {
    await editor.close()
  }
}, 240_000)
