// A photo travels with the change request in the hosted editor with the site's repository, over real
// sockets and a real git server: the photo a person adds is theirs until they send it (served to them
// alone, never in the shared site folder, its name kept from anyone else's); sent, it is in the
// request's commit with the words that show it, as the editor cleaned it, while a photo dropped from
// the drafts stays out; the request's pictures are made with it, and Publish puts it on the main version.
// A different photo of the same name published meanwhile is never overwritten.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, expect, test } from 'vitest'
import { parse } from 'yaml'
import type { Page } from '../../../schema/generated/site-types.ts'
import { messages } from '../../../schema/messages.ts'
import { findSection, removeCopies } from '../../../schema/site-copy.ts'
import { removeTempDirs } from '../../test-support.ts'
import { editorRoutes, pageDataPrefix, type PhotoAdded, type Proposal } from '../contract.ts'
import { headed, json, startHostedOnRemote, type HostedEditor } from '../test-support/test-hosted-editor.ts'
import { editorErrors } from '../editor-errors.ts'
import { cleanPhoto } from './clean-photo.ts'

afterAll(() => {
  removeCopies()
  removeTempDirs()
})

/** A camera's photo, with the camera's name in its metadata. */
const cameraPhoto = (background: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam' } })
    .toBuffer()

/** Someone signed in, and what they do with photos and drafts. */
async function someone(editor: HostedEditor, email: string, role: 'editor' | 'publisher') {
  const cookie = await editor.signedIn(email, role)
  return {
    addPhoto: async (words: string, photo: Buffer) => {
      const answer = await editor.request('POST', `${editorRoutes.photo}?${new URLSearchParams({ words, folder: 'team' })}`, {
        cookie,
        body: photo,
        headers: { 'content-type': 'image/jpeg' },
      })
      expect(answer.status, answer.body.toString()).toBe(200)
      return json<PhotoAdded>(answer)
    },
    get: (path: string) => editor.request('GET', path, { cookie }),
    check: async (drafts: Record<string, Page>) => json<{ problems: string[] }>(await editor.request('POST', editorRoutes.check, { cookie, body: { drafts } })),
    send: (drafts: Record<string, Page>) => editor.request('POST', editorRoutes.propose, { cookie, body: { drafts } }),
    last: async () => json<Proposal>(await editor.request('GET', editorRoutes.propose, { cookie })),
    publish: (branch: string) => editor.request('POST', editorRoutes.publish, { cookie, body: { branch } }),
  }
}

/** Every address the page is given for a photo's web versions. */
const urlsOf = ({ image }: PhotoAdded) => image.sources.flatMap((source) => source.srcset.split(', ').map((entry) => entry.split(' ')[0]!))

test("a person's new photo is theirs until sent, then goes in their request's commit as cleaned, with its words, and Publish puts it live; a photo dropped stays out", async () => {
  const { server, folder, editor } = await startHostedOnRemote()
  try {
    const ann = await someone(editor, 'ann@example.com', 'editor')
    const bob = await someone(editor, 'bob@example.com', 'editor')
    const pat = await someone(editor, 'pat@example.com', 'publisher')
    const original = await cameraPhoto('#4a7ab0')
    const added = await ann.addPhoto('Maria at the front desk', original)
    expect(added.path).toBe('images/team/maria-at-the-front-desk.jpg')
    const dropped = await ann.addPhoto('A photo not used after all', await cameraPhoto('#b07a4a'))
    // Never in the site everyone edits on top of.
    expect(existsSync(join(folder.dir, added.path))).toBe(false)

    // Shown to her, in her pages' data too (a reload brings her drafts back); another person gets neither.
    const urls = urlsOf(added)
    expect(urls.length).toBeGreaterThan(1)
    for (const url of urls) {
      expect((await ann.get(url)).status, url).toBe(200)
      expect((await bob.get(url)).status, url).toBe(404)
    }
    const { file, page } = findSection(folder.dir, headed)!
    const pageData = `${pageDataPrefix}${file.replace(/^pages\//, '').replace(/\.yaml$/, '')}.json`
    expect(json<{ images: Record<string, unknown> }>(await ann.get(pageData)).images[added.path]).toEqual(added.image)
    expect(json<{ images: Record<string, unknown> }>(await bob.get(pageData)).images[added.path]).toBeUndefined()
    // Its name is hers while it waits: the same words give another person the next one.
    expect((await bob.addPhoto('Maria at the front desk', await cameraPhoto('#4ab07a'))).path).toBe('images/team/maria-at-the-front-desk-2.jpg')

    // A team section added, its member's photo the new one: a picture of the site for her check, a missing one for his.
    const alt = 'Maria at the front desk'
    const index = page.sections.length
    const maria = { name: 'Maria Lopez', title: 'Numbat Keeper', description: 'Maria answers the phone.', image: added.path, alt }
    const drafts = { [file]: { ...page, sections: [...page.sections, { type: 'team', heading: 'Our Office', members: [maria] }] } as Page }
    expect((await ann.check(drafts)).problems.join('\n')).not.toContain(added.path)
    expect((await bob.check(drafts)).problems.join('\n')).toContain(messages.missingImage(added.path, '@').replace(/@$/, ''))
    // Nor can he send it: what he sends is checked with his photos only.
    expect((await bob.send(drafts)).status).toBe(409)

    const sent = await ann.send(drafts)
    expect(sent.status, sent.body.toString()).toBe(200)
    const { branch, commit } = json<Proposal>(sent) as Required<Proposal>
    // The request's commit holds the photo as the editor cleaned it (no camera in it), and the words showing it; not the dropped one.
    const git = (...args: string[]) => execFileSync('git', ['-C', server.repoDir, ...args])
    const committed = git('cat-file', 'blob', `${commit}:site/${added.path}`)
    expect(committed.equals((await cleanPhoto(original)).data)).toBe(true)
    expect(committed.includes(Buffer.from('TestCam'))).toBe(false)
    const member = (yaml: Buffer | string) => ((parse(yaml.toString()) as Page).sections[index] as unknown as { members: object[] }).members[0]
    expect(member(git('show', `${commit}:site/${file}`))).toMatchObject({ image: added.path, alt })
    const images = git('ls-tree', '-r', '--name-only', commit, 'site/images/team/').toString().split('\n')
    expect(images).toContain(`site/${added.path}`)
    expect(images).not.toContain(`site/${dropped.path}`)
    expect(images.filter((name) => name.includes('maria-at-the-front-desk-2'))).toEqual([])
    // Sent, her photos are no longer drafts of hers.
    expect((await ann.get(urlsOf(dropped)[0]!)).status).toBe(404)

    // The request's before and after pictures are made of the site with the photo in it (without it, its build would stop).
    await expect.poll(async () => (await ann.last()).pictures, { timeout: 300_000, interval: 1000 }).not.toBe('working')
    expect((await ann.last()).pictures, (await ann.last()).note).toBe('done')

    const published = await pat.publish(branch)
    expect(published.status, published.body.toString()).toBe(200)
    expect(git('cat-file', 'blob', `${server.branch}:site/${added.path}`).equals(committed)).toBe(true)
    expect(member(git('show', `${server.branch}:site/${file}`))).toMatchObject({ image: added.path, alt })
    // Everyone's site has it now, served to anyone signed in.
    expect(readFileSync(join(folder.dir, added.path)).equals(committed)).toBe(true)
  } finally {
    await editor.close()
  }
}, 400_000)

test('a different photo published under the same name meanwhile is never overwritten: nothing is sent, and she is told in words', async () => {
  const { server, folder, editor } = await startHostedOnRemote()
  try {
    const ann = await someone(editor, 'ann@example.com', 'editor')
    const added = await ann.addPhoto('Maria at the front desk', await cameraPhoto('#4a7ab0'))
    const { file, page } = findSection(folder.dir, headed)!
    const maria = { name: 'Maria Lopez', title: 'Numbat Keeper', description: 'Maria answers the phone.', image: added.path, alt: 'Maria' }
    const drafts = { [file]: { ...page, sections: [...page.sections, { type: 'team', heading: 'Our Office', members: [maria] }] } as Page }
    // Someone with access to the repository adds another picture of that name to the main version.
    const clone = server.clone()
    const other = await cameraPhoto('#b04a4a')
    mkdirSync(join(clone.dir, 'site', 'images', 'team'), { recursive: true })
    writeFileSync(join(clone.dir, 'site', added.path), other)
    clone.git(['add', `site/${added.path}`])
    clone.git(['commit', '--quiet', '--no-verify', '-m', 'A photo added by hand'])
    clone.git(['push', '--quiet', 'origin', `HEAD:${server.branch}`])

    const refused = await ann.send(drafts)
    expect(refused.status, refused.body.toString()).toBe(409)
    expect(json<{ message: string }>(refused).message).toBe(editorErrors.photoTakenMeanwhile(added.path).message)
    expect(execFileSync('git', ['-C', server.repoDir, 'cat-file', 'blob', `${server.branch}:site/${added.path}`]).equals(other)).toBe(true)
    expect(execFileSync('git', ['-C', server.repoDir, 'for-each-ref', '--format=%(refname)', 'refs/heads/site-edit/']).toString()).toBe('')
  } finally {
    await editor.close()
  }
}, 120_000)
