// History and Undo over real sockets with a real git server: every publication is listed with who sent
// and published it; undoing an older publication takes back exactly its changes and keeps a later one's
// on other values; undoing one whose value a later publication changed again answers each place with
// both values and changes nothing; undoing the last one brings its words back; only publishers undo.
// What an undo would make of the site (undo-site) is answered first, with nothing sent: the old words, or
// the same places.
// A page's versions are listed by the publications that made them, and restoring one is a request.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { parse } from 'yaml'
import type { Page } from '../../../schema/generated/site-types.ts'
import { pagesOf, removeCopies } from '../../../schema/site-copy.ts'
import { removeTempDirs } from '../../test-support.ts'
import { editorRoutes, type Proposal } from '../contract.ts'
import { json, startHostedOnRemote } from '../test-support/test-hosted-editor.ts'

afterAll(() => {
  removeCopies()
  removeTempDirs()
})

const plain = (s: object): s is { heading: string } => 'heading' in s && typeof s.heading === 'string' && !s.heading.includes('{{') && !s.heading.includes('*')

test('history lists each publication; undo takes back exactly its changes, or shows the places a later one changed again', async () => {
  const { server, folder, editor } = await startHostedOnRemote()
  try {
    // A page with two headings of its own: X and Y.
    const { file, page } = pagesOf(folder.dir).find(({ page: p }) => p.sections.filter(plain).length >= 2)!
    const [x, y] = page.sections.flatMap((s, i) => (plain(s) ? [i] : []))
    const original = (i: number) => (page.sections[i] as { heading: string }).heading
    const ann = await editor.signedIn('ann@example.com', 'editor', 'Ann Lee')
    const pat = await editor.signedIn('pat@example.com', 'publisher', 'Pat Reyes')
    const onMain = () => parse(server.clone().git(['show', `origin/${server.branch}:site/${file}`])) as Page
    const headingOnMain = (i: number) => (onMain().sections[i] as { heading: string }).heading
    // Ann's change of one heading on the page as the main version has it now, published by Pat.
    const published = async (i: number, words: string) => {
      await expect
        .poll(async () =>
          (await editor.request('GET', editorRoutes.site, { cookie: ann })).body.toString().includes(JSON.stringify(headingOnMain(i)).slice(1, -1)),
        )
        .toBe(true)
      const now = parse(readFileSync(join(folder.dir, file), 'utf8')) as Page
      const drafts = { [file]: { ...now, sections: now.sections.map((s, k) => (k === i ? { ...s, heading: words } : s)) } }
      const sent = json<Proposal>(await editor.request('POST', editorRoutes.propose, { cookie: ann, body: { drafts } }))
      expect(sent.error).toBeUndefined()
      expect((await editor.request('POST', editorRoutes.publish, { cookie: pat, body: { id: sent.request } })).status).toBe(200)
      return sent.request!
    }
    const undo = (id: string, cookie = pat) => editor.request('POST', `${editorRoutes.requests}/${id}/undo`, { cookie })
    const undoSite = (id: string, cookie = pat) => editor.request('GET', `${editorRoutes.requests}/${id}/undo-site`, { cookie })
    const mainCommit = () =>
      server
        .clone()
        .git(['rev-parse', `origin/${server.branch}`])
        .trim()

    const first = await published(x!, 'X, first words')
    const second = await published(y!, 'Y, new words')
    expect((await undo(first, ann)).status).toBe(403)
    // What undoing the older one would make of the site, before anything is sent: X's old words, Y's new
    // ones, and the change said in words; the main version has not moved.
    const mainBefore = mainCommit()
    expect((await undoSite(first, ann)).status).toBe(403)
    const site = json<{ title: string; changes: string[]; files: { name: string; data: Page }[] }>(await undoSite(first))
    const shownPage = site.files.find((f) => f.name === file)!.data
    expect([(shownPage.sections[x!] as { heading: string }).heading, (shownPage.sections[y!] as { heading: string }).heading]).toEqual([
      original(x!),
      'Y, new words',
    ])
    expect(site.files.map((f) => f.name)).toContain('site.yaml')
    expect(site.changes.length).toBe(1)
    expect(site.changes[0]).toContain(original(x!))
    expect(site.title).toMatch(/^Undo: /)
    expect(mainCommit()).toBe(mainBefore)
    // The older publication undone: X goes back, the later one's Y stays.
    const undid = await undo(first)
    expect(undid.status).toBe(200)
    expect([headingOnMain(x!), headingOnMain(y!)]).toEqual([original(x!), 'Y, new words'])

    // X changed twice more; undoing the earlier of the two meets the later one's value: both are shown, nothing changes.
    const third = await published(x!, 'X, third words')
    await published(x!, 'X, fourth words')
    const before = headingOnMain(x!)
    // Its preview meets the same places, in the same words, before anything is tried.
    const seen = await undoSite(third)
    expect(seen.status).toBe(409)
    expect(json<{ conflicts: unknown[] }>(seen).conflicts).toEqual([
      expect.objectContaining({ path: ['sections', x, 'heading'], mine: original(x!), theirs: 'X, fourth words' }),
    ])
    const clash = await undo(third)
    expect(clash.status).toBe(409)
    const said = json<{ code: string; conflicts: { path: (string | number)[]; mine: unknown; theirs: unknown }[] }>(clash)
    expect(said.code).toBe('undoClash')
    expect(said.conflicts).toEqual([expect.objectContaining({ path: ['sections', x, 'heading'], mine: original(x!), theirs: 'X, fourth words' })])
    expect(headingOnMain(x!)).toBe(before)

    // The last publication undone: its words go back.
    expect((await undo(second)).status).toBe(200)
    expect(headingOnMain(y!)).toBe(original(y!))

    const history = json<{ publications: { id: string; title: string; publishedBy: string; sender: string; undone: boolean }[] }>(
      await editor.request('GET', `${editorRoutes.requests}/history`, { cookie: ann }),
    ).publications
    expect(history.length).toBe(6)
    expect(history.every((p) => p.publishedBy === 'Pat Reyes')).toBe(true)
    expect(
      history
        .filter((p) => p.undone)
        .map((p) => p.id)
        .sort(),
    ).toEqual([first, second].sort())
    expect(history[0]!.title).toMatch(/^Undo: /)
    expect((await undo(history[0]!.id.replace(/./g, 'a'))).status).toBe(404)

    // The page's versions, the newest first, each named by its publication; the oldest is the page before them all.
    const versions = json<{ versions: { commit: string; title?: string; publishedBy?: string }[] }>(
      await editor.request('GET', `${editorRoutes.requests}/page-versions?file=${file}`, { cookie: ann }),
    ).versions
    expect(versions.length).toBe(7)
    expect(versions.slice(0, 6).map((v) => v.title)).toEqual(history.map((p) => p.title))
    expect(versions[6]!.title).toBeUndefined()
    // Restored to the version of her second publication (X's first words, Y's new ones): a request that waits.
    const restored = json<{ id: string }>(
      await editor.request('POST', `${editorRoutes.requests}/restore`, { cookie: ann, body: { file, commit: versions[4]!.commit } }),
    )
    const shown = json<{ request: { state: string; changes: string[] } }>(
      await editor.request('GET', `${editorRoutes.requests}/${restored.id}`, { cookie: pat }),
    ).request
    expect(shown.state).toBe('waiting')
    expect(shown.changes.join(' ')).toContain('Y, new words')
    expect((await editor.request('POST', editorRoutes.publish, { cookie: pat, body: { id: restored.id } })).status).toBe(200)
    expect([headingOnMain(x!), headingOnMain(y!)]).toEqual(['X, first words', 'Y, new words'])
    expect((await editor.request('POST', `${editorRoutes.requests}/restore`, { cookie: ann, body: { file, commit: 'f'.repeat(40) } })).status).toBe(404)
  } finally {
    await editor.close()
  }
}, 400_000)
