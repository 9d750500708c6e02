// A request's before and after pictures over real sockets, with the site's repository behind a real git
// server: while they are made the request says so; then each changed page is listed, with its title, and
// its pictures at both widths, served as PNGs to anyone signed in, and kept once it is published, also when
// another request is sent on its branch. Without a session,
// with a name that climbs out (`..`), or at a commit that is not its pictures', nothing is served.
// On the fixture site (test-site-remote.ts); every value from the data the test runs on.
import { afterAll, expect, test } from 'vitest'
import { pictureFolderOf } from '../../../schema/route-file.ts'
import { findSection, removeCopies } from '../../../schema/site-copy.ts'
import { removeTempDirs } from '../../test-support.ts'
import { editorRoutes, type Proposal } from '../contract.ts'
import type { RequestPictures } from '../requests-contract.ts'
import { headed, json, startHostedOnRemote } from '../test-support/test-hosted-editor.ts'

afterAll(() => {
  removeCopies()
  removeTempDirs()
})

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

test('a request lists its pictures while and once they are made, serves them to people signed in, and keeps them once published', async () => {
  const { server, folder, editor } = await startHostedOnRemote()
  try {
    const { file, page, index, section } = findSection(folder.dir, headed)!
    const heading = `${(section as { heading: string }).heading} (pictured)`
    const drafts = { [file]: { ...page, sections: page.sections.map((s, i) => (i === index ? { ...s, heading } : s)) } }
    const ann = await editor.signedIn('ann@example.com', 'editor', 'Ann Lee')
    const pat = await editor.signedIn('pat@example.com', 'publisher', 'Pat Reyes')
    const sent = json<Proposal>(await editor.request('POST', editorRoutes.propose, { cookie: ann, body: { drafts } }))
    expect(sent.state).toBe('done')
    const pictures = async (cookie = pat) => json<RequestPictures>(await editor.request('GET', `${editorRoutes.requests}/${sent.request}/pictures`, { cookie }))

    // Being made: said so, nothing listed yet.
    expect(await pictures()).toEqual({ state: 'working', pages: [] })
    await expect.poll(async () => (await pictures()).state, { timeout: 240_000, interval: 1000 }).toBe('done')
    const { pages } = await pictures(ann)
    expect(pages.map((p) => [p.route, p.title])).toEqual([[page.path, page.title]])
    expect(pages[0]!.widths.map((w) => w.width)).toEqual([1280, 375])
    // Each width says where before and after first differ: the picture's window opens there.
    expect(pages[0]!.widths.map((w) => typeof w.offset)).toEqual(['number', 'number'])

    // Each is a PNG of its width, served to an editor and a publisher alike.
    for (const { width, before, after } of pages[0]!.widths) {
      for (const address of [before!, after!]) {
        expect(address).toContain(encodeURIComponent(`${pictureFolderOf(page.path)}/`))
        const served = await editor.request('GET', address, { cookie: ann })
        expect(served.status).toBe(200)
        expect(served.headers['content-type']).toBe('image/png')
        expect(served.body.subarray(0, 8)).toEqual(pngSignature)
        expect(served.body.readUInt32BE(16)).toBe(width)
      }
    }
    const address = pages[0]!.widths[0]!.after!
    const at = new URL(address, editor.origin).searchParams.get('at')!
    const route = `${editorRoutes.requests}/${sent.request}/picture`

    // Without a session: refused, the list and the picture alike.
    expect((await editor.request('GET', address)).status).toBe(401)
    expect((await editor.request('GET', `${editorRoutes.requests}/${sent.request}/pictures`)).status).toBe(401)
    // A name that climbs out of the pictures, or names anything else, is refused before anything is read.
    for (const name of [
      '../site.yaml',
      `${pictureFolderOf(page.path)}/../../site/site.yaml`,
      `../${pictureFolderOf(page.path)}/after-1280.png`,
      'index/after-1280.png/..',
    ])
      expect((await editor.request('GET', `${route}?${new URLSearchParams({ file: name, at })}`, { cookie: ann })).status, name).toBe(400)
    // Another commit of the repository (the main version) is not this request's pictures.
    const main = server
      .clone()
      .git(['rev-parse', `origin/${server.branch}`])
      .trim()
    const elsewhere = `${route}?${new URLSearchParams({ file: `${pictureFolderOf(page.path)}/after-1280.png`, at: main })}`
    expect((await editor.request('GET', elsewhere, { cookie: ann })).status).toBe(404)
    // Another request's id does not open them.
    expect((await editor.request('GET', address.replace(sent.request!, 'a'.repeat(36)), { cookie: ann })).status).toBe(404)

    // Published, it keeps them: the history's entry shows the same pictures.
    expect((await editor.request('POST', editorRoutes.publish, { cookie: pat, body: { id: sent.request } })).status).toBe(200)
    const history = json<{ publications: { id: string }[] }>(await editor.request('GET', `${editorRoutes.requests}/history`, { cookie: ann })).publications
    expect(history.map((p) => p.id)).toEqual([sent.request])
    expect(await pictures(ann)).toEqual({ state: 'done', pages })
    expect((await editor.request('GET', address, { cookie: ann })).status).toBe(200)

    // Another request of hers on the same page the same day (the same branch, published and sent on again):
    // the first keeps its own pictures, while the second's are made and after.
    const again = { [file]: { ...page, sections: page.sections.map((s, i) => (i === index ? { ...s, heading: `${heading} again` } : s)) } }
    const second = json<Proposal>(await editor.request('POST', editorRoutes.propose, { cookie: ann, body: { drafts: again } }))
    expect([second.state, second.branch]).toEqual(['done', sent.branch])
    const secondPictures = async () =>
      json<RequestPictures>(await editor.request('GET', `${editorRoutes.requests}/${second.request}/pictures`, { cookie: ann }))
    expect(await pictures(ann)).toEqual({ state: 'done', pages })
    await expect.poll(async () => (await secondPictures()).state, { timeout: 240_000, interval: 1000 }).toBe('done')
    expect(await pictures(ann)).toEqual({ state: 'done', pages })
    const secondAt = new URL((await secondPictures()).pages[0]!.widths[0]!.after!, editor.origin).searchParams.get('at')
    expect(secondAt).not.toBe(at)
  } finally {
    await editor.close()
  }
}, 400_000)
