// Two people edit the same page of the hosted editor at once, over real sockets with a real git server:
// changes to different fields are both published and both kept; when both changed the same field, the
// one who publishes second is shown the two versions to choose from. No word is lost on the way: the
// test looks for every word each person typed. A publication whose site would have a problem is refused.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { parse } from 'yaml'
import type { Page } from '../../schema/generated/site-types.ts'
import { findSection, removeCopies } from '../../schema/site-copy.ts'
import { removeTempDirs } from '../test-support.ts'
import { editorRoutes, type Proposal, type SavedDraftsAnswer } from './contract.ts'
import { startHostedOnRemote, type HostedEditor } from './test-hosted-editor.ts'

afterAll(() => { removeCopies(); removeTempDirs() })

const json = <T>(answer: { body: Buffer }) => JSON.parse(answer.body.toString()) as T
const headed = (s: object) => 'heading' in s && typeof s.heading === 'string' && !s.heading.includes('{{')

/** One person's page: their history kept by the server (as the page sends it), and Send for review. */
function person(editor: HostedEditor, cookie: string, file: string) {
  return {
    keep: (path: (string | number)[], before: unknown, after: unknown) =>
      editor.request('PUT', editorRoutes.drafts, { cookie, body: { done: [{ file, path, before, after }], undone: [], conflicts: [] } }),
    kept: async () => json<SavedDraftsAnswer>(await editor.request('GET', editorRoutes.drafts, { cookie })),
    send: async (page: Page) => json<Proposal>(await editor.request('POST', editorRoutes.propose, { cookie, body: { drafts: { [file]: page } } })),
    publish: (branch: string) => editor.request('POST', editorRoutes.publish, { cookie, body: { branch } }),
  }
}

const withHeading = (page: Page, index: number, heading: string) => ({ ...page, sections: page.sections.map((s, i) => (i === index ? { ...s, heading } : s)) }) as Page

test('changes to different fields are both published; the same field is shown to choose; every word is kept', async () => {
  const { folder, editor } = await startHostedOnRemote()
  try {
    const { file, page } = findSection(folder.dir, (s) => headed(s))!
    const [first, second] = page.sections.flatMap((s, i) => (headed(s) ? [i] : []))
    expect(second, 'the page needs two sections with a heading').toBeDefined()
    const headingOf = (p: Page, i: number) => (p.sections[i] as { heading: string }).heading
    const ana = person(editor, await editor.signedIn('ana@example.com', 'editor'), file)
    const bo = person(editor, await editor.signedIn('bo@example.com', 'editor'), file)
    const publisher = person(editor, await editor.signedIn('pat@example.com', 'publisher'), file)
    const anaWords = `${headingOf(page, first!)} as Ana wrote it`
    const boWords = `${headingOf(page, second!)} as Bo wrote it`

    // Both send a change of their own field of the same page, made on the same version.
    const anaSent = await ana.send(withHeading(page, first!, anaWords))
    const boSent = await bo.send(withHeading(page, second!, boWords))
    expect(anaSent.branch).not.toBe(boSent.branch)
    expect(json<{ how: string }>(await publisher.publish(anaSent.branch!)).how).toBe('fast-forward')
    expect(json<{ how: string }>(await publisher.publish(boSent.branch!)).how).toBe('merge')
    const published = parse(readFileSync(join(folder.dir, file), 'utf8')) as Page
    expect([headingOf(published, first!), headingOf(published, second!)]).toEqual([anaWords, boWords])

    // Now both change the first heading. Ana's is published while Bo is still typing his.
    const anaAgain = `${anaWords}, and again`
    const boAgain = `${anaWords}, but Bo's way`
    await bo.keep(['sections', first!, 'heading'], anaWords, boAgain)
    const sentAgain = await ana.send(withHeading(published, first!, anaAgain))
    expect((await publisher.publish(sentAgain.branch!)).status).toBe(200)
    // Bo's page opens on the new version: his words are not written over, they are put before him to choose.
    const { done, conflicts } = await bo.kept()
    expect(done).toEqual([])
    expect(conflicts).toHaveLength(1)
    expect(conflicts[0]).toMatchObject({ file, path: ['sections', first!, 'heading'], mine: boAgain, theirs: anaAgain })
    expect(conflicts[0]!.where).toBeTruthy()
    expect(headingOf(parse(readFileSync(join(folder.dir, file), 'utf8')) as Page, first!)).toBe(anaAgain)
  } finally {
    await editor.close()
  }
}, 180_000)

test('a publication whose site would have a problem is refused with the problem, and nothing is published', async () => {
  const { server, folder, editor } = await startHostedOnRemote()
  try {
    const { file } = findSection(folder.dir, (s) => headed(s))!
    const publisher = person(editor, await editor.signedIn('pat@example.com', 'publisher'), file)
    // A change sent by someone else, straight to the repository: a section of a type no site has.
    const clone = server.clone()
    const text = readFileSync(join(folder.dir, file), 'utf8').replace(/^(\s*-\s*)type: \w+/m, '$1type: nosuchtype')
    clone.git(['switch', '--quiet', '-c', 'site-edit/someone/broken'])
    clone.commitFile(`site/${file}`, text, 'A change with a mistake')
    clone.git(['push', '--quiet', 'origin', 'site-edit/someone/broken'])
    const before = readFileSync(join(folder.dir, file), 'utf8')

    const refused = await publisher.publish('site-edit/someone/broken')
    expect(refused.status).toBe(409)
    expect(json<{ message: string }>(refused).message).toMatch(/^Nothing was published: the site would have a problem\. .*nosuchtype/)
    clone.git(['fetch', '--quiet', 'origin'])
    expect(clone.git(['show', `origin/${server.branch}:site/${file}`])).not.toContain('nosuchtype')
    expect(readFileSync(join(folder.dir, file), 'utf8')).toBe(before)
  } finally {
    await editor.close()
  }
}, 180_000)
