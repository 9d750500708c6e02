// Two people edit the same page of the hosted editor at once, over real sockets with a real git server:
// changes to different fields are both published and both kept; when both changed the same field, the
// one who publishes second is shown the two versions to choose from. No word is lost on the way: the
// test looks for every word each person typed. A publication whose site would have a problem is refused.
// A person's changes go onto the proposal's commit field by field: a second one on their branch keeps the
// first, and one made on a page opened before a publication keeps what was published (or says they clash).
// On the fixture site (test-site-remote.ts).
import { mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { parse } from 'yaml'
import type { Page } from '../../../schema/generated/site-types.ts'
import { messages } from '../../../schema/messages.ts'
import { findSection, removeCopies } from '../../../schema/site-copy.ts'
import { spliceData } from '../../../schema/yaml-splice.ts'
import { links } from '../../../scripts/support/foreign-files.ts'
import { removeTempDirs } from '../../test-support.ts'
import { editorRoutes, type Proposal, type SavedDraftsAnswer } from '../contract.ts'
import { placeWords } from '../review/change-words.ts'
import { headed, json, startHostedOnRemote, type HostedEditor } from '../test-support/test-hosted-editor.ts'

afterAll(() => {
  removeCopies()
  removeTempDirs()
})

// Each test sends changes for review (their pictures are made meanwhile) and publishes them (each checks the
// whole site): the first took 165 s in CI's run, where three test files and their browsers share two cores.
const slowTest = 400_000

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

const withHeading = (page: Page, index: number, heading: string) =>
  ({ ...page, sections: page.sections.map((s, i) => (i === index ? { ...s, heading } : s)) }) as Page

test(
  'changes to different fields are both published; the same field is shown to choose; every word is kept',
  async () => {
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
  },
  slowTest,
)

test(
  'a publication whose site would have a problem (in a page, or a picture) is refused with the problem at its place in words, and nothing is published',
  async () => {
    const { server, folder, editor } = await startHostedOnRemote()
    try {
      const { file, page } = findSection(folder.dir, (s) => headed(s))!
      const [first] = page.sections.flatMap((s, i) => (headed(s) ? [i] : []))
      const ana = person(editor, await editor.signedIn('ana@example.com', 'editor'), file)
      const publisher = person(editor, await editor.signedIn('pat@example.com', 'publisher'), file)
      const sent = await ana.send(withHeading(page, first!, 'Words of Ana'))
      // Then a change pushed straight to the main version: a section of a type no site has, on another page.
      const clone = server.clone()
      const typed = /^(\s*-\s*)type: \w+/m
      const other = readdirSync(join(folder.dir, 'pages'))
        .map((name) => `pages/${name}`)
        .find((name) => name !== file && typed.test(readFileSync(join(folder.dir, name), 'utf8')))!
      const text = readFileSync(join(folder.dir, other), 'utf8')
      clone.commitFile(`site/${other}`, text.replace(typed, '$1type: nosuchtype'), 'A change with a mistake')
      clone.git(['push', '--quiet', 'origin', 'HEAD'])
      const before = clone.git(['rev-parse', 'HEAD']).trim()
      // DATA_DIR: the folder the editor's copies of the site are in, which no answer names.
      const dataDir = basename(join(folder.dir, '..', '..'))

      const refused = await publisher.publish(sent.branch!)
      expect(refused.status).toBe(409)
      const said = json<{ message: string }>(refused).message
      // As the request's page lists it: at the page in words, the value in quotes, never the page's file.
      const where = placeWords(other, [], parse(text), parse(readFileSync(join(folder.dir, 'site.yaml'), 'utf8'))).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      expect(said).toMatch(new RegExp(`^Nothing was published: the site would have a problem\\. ${where}( › [^:]+)?: .*“nosuchtype”`))
      expect(said).not.toContain(other)
      expect(said).not.toContain(dataDir)
      clone.git(['fetch', '--quiet', 'origin'])
      expect(clone.git(['rev-parse', `origin/${server.branch}`]).trim()).toBe(before)

      // The page put right, and a picture that cannot be read in a folder of images/: npm run validate refuses it, and so does Publish.
      clone.commitFile(`site/${other}`, text, 'The mistake put right')
      clone.commitFile('site/images/nested/not-a-picture.jpg', 'words, not a picture', 'A picture that is not one')
      clone.git(['push', '--quiet', 'origin', 'HEAD'])
      const unreadable = await publisher.publish(sent.branch!)
      expect(unreadable.status).toBe(409)
      expect(json<{ message: string }>(unreadable).message).toMatch(/^Nothing was published: .* images\/nested\/not-a-picture\.jpg: /)
      expect(json<{ message: string }>(unreadable).message).not.toContain(dataDir)
      clone.git(['fetch', '--quiet', 'origin'])
      expect(clone.git(['rev-list', `origin/${server.branch}`])).not.toContain(sent.commit)

      // The picture gone, and a link to a folder outside the site pushed instead: refused in words, not a failure of the editor's.
      clone.git(['rm', '--quiet', '--', 'site/images/nested/not-a-picture.jpg'])
      mkdirSync(join(clone.dir, 'site', 'images'), { recursive: true })
      symlinkSync(tmpdir(), join(clone.dir, 'site', links.folder))
      clone.git(['add', '--', `site/${links.folder}`])
      clone.git(['commit', '--quiet', '-m', 'A link out of the site'])
      clone.git(['push', '--quiet', 'origin', 'HEAD'])
      const linked = await publisher.publish(sent.branch!)
      expect(linked.status).toBe(409)
      expect(json<{ message: string }>(linked).message).toBe(`Nothing was published: the site would have a problem. ${messages.siteLink(links.folder)}`)
      clone.git(['fetch', '--quiet', 'origin'])
      expect(clone.git(['rev-list', `origin/${server.branch}`])).not.toContain(sent.commit)
    } finally {
      await editor.close()
    }
  },
  slowTest,
)

test(
  'a second change sent on the same branch keeps the first; one sent on a page opened before a publication keeps what was published, or shows the clash',
  async () => {
    const { server, folder, editor } = await startHostedOnRemote()
    try {
      const { file, page } = findSection(folder.dir, (s) => headed(s))!
      const [first, second] = page.sections.flatMap((s, i) => (headed(s) ? [i] : []))
      const headingOf = (p: Page, i: number) => (p.sections[i] as { heading: string }).heading
      const clone = server.clone()
      const onServer = (branch: string) => {
        clone.git(['fetch', '--quiet', 'origin'])
        return parse(clone.git(['show', `origin/${branch}:site/${file}`])) as Page
      }
      const ana = person(editor, await editor.signedIn('ana@example.com', 'editor'), file)
      const anaFirst = `${headingOf(page, first!)} quokka`
      const anaSecond = `${headingOf(page, second!)} wallaby`

      // Ana's page shows the main version, without her change waiting for review: her next one is made on it.
      const one = await ana.send(withHeading(page, first!, anaFirst))
      const two = await ana.send(withHeading(page, second!, anaSecond))
      expect(two.branch).toBe(one.branch)
      const proposed = onServer(two.branch!)
      expect([headingOf(proposed, first!), headingOf(proposed, second!)]).toEqual([anaFirst, anaSecond])

      // Someone publishes straight to the repository while Bo's page shows the version before.
      const published = `${page.title} numbat`
      const text = readFileSync(join(folder.dir, file), 'utf8')
      clone.git(['switch', '--quiet', '-C', 'direct', `origin/${server.branch}`])
      clone.commitFile(`site/${file}`, spliceData(text, { ...page, title: published }), 'A change made elsewhere')
      clone.git(['push', '--quiet', 'origin', `direct:${server.branch}`])
      const bo = person(editor, await editor.signedIn('bo@example.com', 'editor'), file)
      const boSent = await bo.send(withHeading(page, second!, `${headingOf(page, second!)} bilby`))
      const bos = onServer(boSent.branch!)
      expect([bos.title, headingOf(bos, second!)]).toEqual([published, `${headingOf(page, second!)} bilby`])

      // The same field changed there and by Cy on the version before: nothing is sent, and the clash is said.
      const theirs = `${headingOf(page, first!)} dingo`
      const newer = readFileSync(join(folder.dir, file), 'utf8')
      const onMain = clone.git(['show', `origin/${server.branch}:site/${file}`])
      clone.commitFile(`site/${file}`, spliceData(onMain, withHeading(parse(onMain) as Page, first!, theirs)), 'Another change made elsewhere')
      clone.git(['push', '--quiet', 'origin', `direct:${server.branch}`])
      expect(newer).toBe(readFileSync(join(folder.dir, file), 'utf8'))
      const cy = person(editor, await editor.signedIn('cy@example.com', 'editor'), file)
      const refused = await cy.send(withHeading(page, first!, `${headingOf(page, first!)} echidna`))
      expect(refused).toMatchObject({ state: 'failed', error: expect.stringMatching(/^someone else changed the same words meanwhile/) })
      clone.git(['fetch', '--quiet', 'origin'])
      const cyId = (await editor.store.people.personByEmail('cy@example.com'))!.id
      expect(clone.git(['for-each-ref', `refs/remotes/origin/site-edit/${cyId}/`])).toBe('')
      // The site everyone edits has theirs now, so Cy's page puts both before Cy.
      expect(headingOf(parse(readFileSync(join(folder.dir, file), 'utf8')) as Page, first!)).toBe(theirs)
    } finally {
      await editor.close()
    }
  },
  slowTest,
)
