// What Publish may publish in the hosted editor, over real sockets with a real git server: only a change
// request the editor recorded, and only the commit it recorded. A branch pushed straight to the
// repository (a link inside, a harmless title, another person's name as its author) is neither listed
// nor published; a request whose branch was moved outside the editor is refused in words; two people
// whose addresses differ by a dot send apart; sent twice, unknown, or with problems, the answers say so
// in words, never naming a folder of the editor's own. On the fixture site (test-site-remote.ts).
import { mkdirSync, symlinkSync } from 'node:fs'
import { basename, join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { parse } from 'yaml'
import type { Page } from '../../../schema/generated/site-types.ts'
import { findSection, removeCopies } from '../../../schema/site-copy.ts'
import { removeTempDirs } from '../../test-support.ts'
import { editorRoutes, type Proposal } from '../contract.ts'
import { type WaitingChange } from '../requests-contract.ts'
import { proposalBranch } from '../proposals/site-remote-propose.ts'
import { headed, json, startHostedOnRemote, type HostedEditor } from '../test-support/test-hosted-editor.ts'

afterAll(() => {
  removeCopies()
  removeTempDirs()
})

// Each send starts its pictures (builds and screenshots) meanwhile: minutes on a loaded machine.
const slowTest = 400_000

/** A page of the site with a heading, and that page with its heading changed. */
function aHeading(dir: string) {
  const { file, page, index, section } = findSection(dir, headed)!
  const heading = (section as { heading: string }).heading
  const withHeading = (words: string) => ({ [file]: { ...page, sections: page.sections.map((s, i) => (i === index ? { ...s, heading: words } : s)) } as Page })
  return { file, index, heading, withHeading }
}

/** Someone signed in, and what they do: send drafts for review, list what waits, publish. */
async function someone(editor: HostedEditor, email: string, role: 'editor' | 'publisher', name: string) {
  const cookie = await editor.signedIn(email, role, name)
  const id = (await editor.store.people.personByEmail(email))!.id
  return {
    id,
    send: (drafts: Record<string, Page>) => editor.request('POST', editorRoutes.propose, { cookie, body: { drafts } }),
    check: (drafts: Record<string, Page>) => editor.request('POST', editorRoutes.check, { cookie, body: { drafts } }),
    waiting: async () => json<{ waiting: WaitingChange[] }>(await editor.request('GET', editorRoutes.waiting, { cookie })).waiting,
    publish: (body: { id: string } | { branch: string }) => editor.request('POST', editorRoutes.publish, { cookie, body }),
  }
}

test(
  "a branch pushed outside the editor, on the very name the person's next request takes, is neither listed nor published; the request goes beside it and only its commit is published",
  async () => {
    const { server, folder, editor } = await startHostedOnRemote()
    try {
      const { file, index, heading, withHeading } = aHeading(folder.dir)
      const ann = await someone(editor, 'ann.lee@example.com', 'editor', 'Ann Lee')
      const pat = await someone(editor, 'pat@example.com', 'publisher', 'Pat Publisher')
      const main = () =>
        server
          .clone()
          .git(['rev-parse', `origin/${server.branch}`])
          .trim()

      // A commit with a link to a folder of the server, a harmless title and Ann as its author.
      const taken = proposalBranch(ann.id, file)
      const clone = server.clone()
      clone.git(['switch', '--quiet', '-c', taken])
      mkdirSync(join(clone.dir, 'site', 'images'), { recursive: true })
      symlinkSync(server.repoDir, join(clone.dir, 'site', 'images', 'outside'))
      clone.git(['add', 'site/images/outside'])
      clone.git(['commit', '--quiet', '--no-verify', '--author', 'Ann Lee <ann.lee@example.com>', '-m', 'Fix a typo on the home page'])
      clone.git(['push', '--quiet', 'origin', taken])
      const before = main()

      expect(await pat.waiting()).toEqual([])
      for (const body of [{ branch: taken }, { id: 'no-such-request' }]) {
        const refused = await pat.publish(body)
        expect(refused.status).toBe(404)
        expect(json<{ message: string }>(refused).message).toBe(
          'There is no such change sent for review: it was never sent with the editor. Reload the list of changes waiting.',
        )
      }
      expect(main()).toBe(before)

      // Ann sends hers twice at once (a double click): one request, made beside that branch; the other
      // answer says in words that there is nothing new.
      const drafts = withHeading(`${heading} kookaburra`)
      const answers = (await Promise.all([ann.send(drafts), ann.send(drafts)])).sort((a, b) => a.status - b.status)
      expect(answers.map((a) => a.status)).toEqual([200, 409])
      expect(json<{ message: string }>(answers[1]!).message).toBe('These changes have been sent for review already: there is nothing new to send.')
      const sent = json<Proposal>(answers[0]!)
      expect(sent).toMatchObject({ state: 'done', branch: `${taken}-2` })
      // It is all that waits, in the editor's words.
      const waiting = await pat.waiting()
      expect(waiting).toEqual([
        {
          id: sent.request,
          branch: `${taken}-2`,
          author: 'Ann Lee',
          sentAt: expect.any(String),
          // Its title is proposed in a sentence (../proposals/proposal-title.ts): the heading of one page.
          title: expect.stringMatching(/^New heading on the .+ page$/),
          changes: [expect.stringContaining('kookaburra')],
        },
      ])

      const published = await pat.publish({ id: sent.request! })
      expect(published.status).toBe(200)
      expect(json<{ how: string }>(published).how).toBe('fast-forward')
      expect(main()).toBe(sent.commit)
      const check = server.clone()
      expect(check.git(['ls-tree', '-r', '--name-only', `origin/${server.branch}`])).not.toContain('outside')
      expect((parse(check.git(['show', `origin/${server.branch}:site/${file}`])) as Page).sections[index]).toMatchObject({ heading: `${heading} kookaburra` })
      expect(await pat.waiting()).toEqual([])
    } finally {
      await editor.close()
    }
  },
  slowTest,
)

test(
  'two addresses alike (ann.lee@, ann-lee@) send apart and keep their own words; a request moved outside the editor since is refused in words',
  async () => {
    const { server, folder, editor } = await startHostedOnRemote()
    try {
      const { file, index, heading, withHeading } = aHeading(folder.dir)
      const dotted = await someone(editor, 'ann.lee@example.com', 'editor', 'Ann Lee')
      const dashed = await someone(editor, 'ann-lee@example.com', 'editor', 'Ann Lee')
      const pat = await someone(editor, 'pat@example.com', 'publisher', 'Pat Publisher')
      const first = json<Proposal>(await dotted.send(withHeading(`${heading} from the dotted Ann`)))
      const second = json<Proposal>(await dashed.send(withHeading(`${heading} from the dashed Ann`)))
      expect(first.branch).not.toBe(second.branch)
      const clone = server.clone()
      const headingOn = (branch: string) => (parse(clone.git(['show', `origin/${branch}:site/${file}`])) as Page).sections[index]
      expect(headingOn(first.branch!)).toMatchObject({ heading: `${heading} from the dotted Ann` })
      expect(headingOn(second.branch!)).toMatchObject({ heading: `${heading} from the dashed Ann` })
      const waiting = await pat.waiting()
      expect(Object.fromEntries(waiting.map((w) => [w.id, w.changes.join()]))).toEqual({
        [first.request!]: expect.stringContaining('from the dotted Ann'),
        [second.request!]: expect.stringContaining('from the dashed Ann'),
      })

      // Someone adds a commit of their own to the dashed Ann's branch.
      clone.git(['switch', '--quiet', '-c', 'moved', `origin/${second.branch}`])
      clone.commitFile('README.md', 'Not sent with the editor.\n', 'A harmless title')
      clone.git(['push', '--quiet', 'origin', `moved:${second.branch}`])
      const before = clone.git(['rev-parse', `origin/${server.branch}`]).trim()
      const refused = await pat.publish({ id: second.request! })
      expect(refused.status).toBe(409)
      expect(json<{ message: string }>(refused).message).toBe(
        'This change was altered outside the editor after it was sent; it cannot be published. Ask the sender to send it again.',
      )
      clone.git(['fetch', '--quiet', 'origin'])
      expect(clone.git(['rev-parse', `origin/${server.branch}`]).trim()).toBe(before)

      expect((await pat.publish({ id: first.request! })).status).toBe(200)
      clone.git(['fetch', '--quiet', 'origin'])
      expect(headingOn(server.branch)).toMatchObject({ heading: `${heading} from the dotted Ann` })
    } finally {
      await editor.close()
    }
  },
  slowTest,
)

test(
  "the problems of drafts checked or sent for review name the site's file, never the editor's copy of it",
  async () => {
    const { folder, editor } = await startHostedOnRemote()
    try {
      const { file, withHeading } = aHeading(folder.dir)
      const ann = await someone(editor, 'ann@example.com', 'editor', 'Ann')
      const drafts = withHeading('')
      drafts[file] = { ...drafts[file]!, sections: [{ type: 'nosuchtype' } as never, ...drafts[file]!.sections] }
      const refused = await ann.send(drafts)
      expect(refused.status).toBe(409)
      const checked = await ann.check(drafts)
      expect(checked.status).toBe(200)
      for (const { problems } of [json<{ problems: string[] }>(refused), json<{ problems: string[] }>(checked)]) {
        expect(problems.length).toBeGreaterThan(0)
        for (const problem of problems) expect(problem).toMatch(new RegExp(`^${file.replace(/[.]/g, '\\.')}:\\d+:\\d+ `))
        // DATA_DIR: the folder the editor's copy of the site is in.
        expect(problems.join('\n')).not.toContain(basename(join(folder.dir, '..', '..')))
      }
    } finally {
      await editor.close()
    }
  },
  slowTest,
)
