// Publishing a hosted proposal into the default branch of a real git server over HTTP, which refuses
// any push that is not a fast-forward (so a force push would fail here).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { LineCounter, parse, parseDocument, type Node } from 'yaml'
import { setIn } from '../../../schema/data-at.ts'
import { strings } from '../../../schema/references.ts'
import type { DataPath } from '../../../schema/source-file.ts'
import { spliceData } from '../../../schema/yaml-splice.ts'
import type { GitPerson } from '../site/site-remote-config.ts'
import { proposeOnRemote } from '../proposals/site-remote-propose.ts'
import { publishProposal } from './site-remote-publish.ts'
import type { SiteRemote } from '../site/site-remote.ts'
import { changed, editorClone, gitServer, onServer, person, publisher, sender, servedSite, somePage } from '../test-support/test-site-remote.ts'

const propose = (remote: SiteRemote, page = somePage()) =>
  proposeOnRemote(remote, { ...sender(person, 'test-person'), page, files: { [page]: changed(page) }, message: 'A change\n' })

/** Whether `commit` is reachable from the server's `ref`. */
const reachable = (server: Awaited<ReturnType<typeof gitServer>>, commit: string, ref: string) => {
  try {
    onServer(server, ['merge-base', '--is-ancestor', commit, ref])
    return true
  } catch {
    return false
  }
}

/** Two one-line texts of a page on neighbouring lines: git's line merge cannot take a change to each. */
function neighbouringTexts(text: string): [DataPath, DataPath] {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines })
  const lineOf = (path: DataPath) => {
    const range = (doc.getIn(path, true) as Node | undefined)?.range
    return range && lines.linePos(range[0]).line === lines.linePos(range[1]).line ? lines.linePos(range[0]).line : undefined
  }
  const placed = strings(parse(text))
    .flatMap(([value, path]) => (value.includes('{{') ? [] : [{ path, line: lineOf(path) }]))
    .filter((p) => p.line !== undefined)
  for (const first of placed) {
    const next = placed.find((p) => p.line === first.line! + 1)
    if (next) return [first.path, next.path]
  }
  throw new Error('the page has no two texts on neighbouring lines')
}

/** The page's text with the value at `path` changed, as the editor writes it (only that value's bytes). */
const withText = (text: string, path: DataPath, words: string) => spliceData(text, setIn(parse(text), path, words))

const bo: GitPerson = { name: 'Bo Reviewer', email: 'bo@example.com' }

describe('publishing a proposal', () => {
  test('fast-forwards the default branch when it has not moved', async () => {
    const server = await gitServer()
    const remote = await editorClone(server)
    const proposal = await propose(remote)
    const published = await publishProposal(remote, proposal, publisher)
    expect(published).toEqual({ commit: proposal.commit, how: 'fast-forward', branch: server.branch })
    expect(onServer(server, ['rev-parse', server.branch])).toBe(proposal.commit)
    // Again: nothing to do.
    expect((await publishProposal(remote, proposal, publisher)).how).toBe('published already')
  })

  test('makes a merge commit when the default branch moved, keeping the other commit', async () => {
    const server = await gitServer()
    const remote = await editorClone(server)
    const page = somePage()
    const proposal = await propose(remote, page)
    const other = server.clone()
    const theirs = other.commitFile('README.md', "Someone else's words.\n", 'Another change')
    other.git(['push', '--quiet', 'origin', 'HEAD'])

    const published = await publishProposal(remote, proposal, publisher)
    expect(published.how).toBe('merge')
    const main = onServer(server, ['rev-parse', server.branch])
    expect(main).toBe(published.commit)
    expect(onServer(server, ['log', '-1', '--format=%P', main])).toBe(`${theirs} ${proposal.commit}`)
    expect(onServer(server, ['log', '-1', '--format=%an <%ae>|%cn', main])).toBe(`${publisher.name} <${publisher.email}>|Site editor`)
    expect(reachable(server, theirs, server.branch)).toBe(true)
    expect(reachable(server, proposal.commit, server.branch)).toBe(true)
    expect(onServer(server, ['show', `${main}:site/${page}`])).toBe(onServer(server, ['show', `${proposal.commit}:site/${page}`]))
    expect(onServer(server, ['show', `${main}:README.md`])).toBe(onServer(server, ['show', `${theirs}:README.md`]))
    // The server would have refused a force push: the default branch only ever moved forward.
    expect(() => other.git(['push', '--quiet', '--force', 'origin', `${theirs}:refs/heads/${server.branch}`])).toThrow(/non-fast-forward/)
  })

  test('whose push finds the default branch moved merges again on it, once', async () => {
    const server = await gitServer()
    const remote = await editorClone(server)
    const proposal = await propose(remote)
    const other = server.clone()
    let theirs = ''
    const pushes: number[] = []
    const published = await publishProposal(remote, proposal, publisher, async (attempt) => {
      pushes.push(attempt)
      if (attempt > 1) return
      theirs = other.commitFile('README.md', "Someone else's words.\n", 'Published meanwhile')
      other.git(['push', '--quiet', 'origin', 'HEAD'])
    })
    expect(pushes).toEqual([1, 2])
    expect(published.how).toBe('merge')
    expect(reachable(server, theirs, server.branch)).toBe(true)
    expect(reachable(server, proposal.commit, server.branch)).toBe(true)
  })

  test('of a change to lines changed since says so in plain words and pushes nothing', async () => {
    const server = await gitServer()
    const remote = await editorClone(server)
    const page = somePage()
    const proposal = await propose(remote, page)
    const other = server.clone()
    other.commitFile(`site/${page}`, changed(page), 'The same lines, otherwise')
    other.git(['push', '--quiet', 'origin', 'HEAD'])
    const before = onServer(server, ['rev-parse', server.branch])

    await expect(publishProposal(remote, proposal, publisher)).rejects.toThrow(
      /changes lines of the site that a change published since it was sent changed too/,
    )
    expect(onServer(server, ['rev-parse', server.branch])).toBe(before)
  })

  test('sent by two people on the same version, changing texts on neighbouring lines: both are published', async () => {
    const server = await gitServer()
    const remote = await editorClone(server)
    const page = somePage()
    const text = readFileSync(join(servedSite, page), 'utf8')
    const [first, second] = neighbouringTexts(text)
    const ana = await proposeOnRemote(remote, {
      ...sender(person, 'ana'),
      page,
      files: { [page]: withText(text, first, 'Words of Ana') },
      message: "Ana's change\n",
    })
    const bos = await proposeOnRemote(remote, { ...sender(bo, 'bo'), page, files: { [page]: withText(text, second, 'Words of Bo') }, message: "Bo's change\n" })
    expect(ana.parent).toBe(bos.parent)

    expect((await publishProposal(remote, ana, publisher)).how).toBe('fast-forward')
    const published = await publishProposal(remote, bos, publisher)
    expect(published.how).toBe('merge')
    // Byte for byte as the editor writes the two changes (the server's answer loses the last newline).
    const main = onServer(server, ['show', `${server.branch}:site/${page}`])
    expect(main).toBe(withText(withText(text, first, 'Words of Ana'), second, 'Words of Bo').trimEnd())
    expect(reachable(server, bos.commit, server.branch)).toBe(true)
  })

  test('sent by two people on the same version, changing the same text: the second says where, in plain words, and pushes nothing', async () => {
    const server = await gitServer()
    const remote = await editorClone(server)
    const page = somePage()
    const text = readFileSync(join(servedSite, page), 'utf8')
    const [place] = neighbouringTexts(text)
    const ana = await proposeOnRemote(remote, {
      ...sender(person, 'ana'),
      page,
      files: { [page]: withText(text, place, 'Words of Ana') },
      message: "Ana's change\n",
    })
    const bos = await proposeOnRemote(remote, { ...sender(bo, 'bo'), page, files: { [page]: withText(text, place, 'Words of Bo') }, message: "Bo's change\n" })
    await publishProposal(remote, ana, publisher)
    const before = onServer(server, ['rev-parse', server.branch])

    const refused = publishProposal(remote, bos, publisher)
    await expect(refused).rejects.toMatchObject({ statusCode: 409 })
    await expect(refused).rejects.toThrow(/^Nothing was published: this change and one published since it was sent both changed the same place: .+ › .+\./)
    expect(onServer(server, ['rev-parse', server.branch])).toBe(before)
    expect(onServer(server, ['show', `${server.branch}:site/${page}`])).toBe(withText(text, place, 'Words of Ana').trimEnd())
  })

  test('of a proposal whose branch was moved outside the editor since is refused in words, and nothing is published', async () => {
    const server = await gitServer()
    const remote = await editorClone(server)
    const page = somePage()
    const proposal = await propose(remote, page)
    const other = server.clone()
    other.git(['fetch', '--quiet', 'origin', proposal.branch])
    other.git(['switch', '--quiet', '-c', 'moved', 'FETCH_HEAD'])
    other.commitFile('README.md', 'Words nobody sent for review.\n', 'A harmless title')
    other.git(['push', '--quiet', 'origin', `moved:${proposal.branch}`])
    const before = onServer(server, ['rev-parse', server.branch])

    const refused = publishProposal(remote, proposal, publisher)
    await expect(refused).rejects.toMatchObject({ statusCode: 409 })
    await expect(refused).rejects.toThrow(
      'This change was altered outside the editor after it was sent; it cannot be published. Ask the sender to send it again.',
    )
    expect(onServer(server, ['rev-parse', server.branch])).toBe(before)
    // Its branch gone altogether: the same.
    other.git(['push', '--quiet', 'origin', `:${proposal.branch}`])
    await expect(publishProposal(remote, proposal, publisher)).rejects.toMatchObject({ statusCode: 409 })
    expect(onServer(server, ['rev-parse', server.branch])).toBe(before)
  })
})
