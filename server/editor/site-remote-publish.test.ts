// Publishing a hosted proposal into the default branch of a real git server over HTTP, which refuses
// any push that is not a fast-forward (so a force push would fail here).
import { describe, expect, test } from 'vitest'
import { proposeOnRemote } from './site-remote-propose.ts'
import { publishProposal } from './site-remote-publish.ts'
import type { SiteRemote } from './site-remote.ts'
import { changed, editorClone, gitServer, onServer, person, publisher, somePage } from './test-site-remote.ts'

const propose = (remote: SiteRemote, page = somePage()) => proposeOnRemote(remote, { person, page, files: { [page]: changed(page) }, message: 'A change\n' })

/** Whether `commit` is reachable from the server's `ref`. */
const reachable = (server: Awaited<ReturnType<typeof gitServer>>, commit: string, ref: string) => {
  try {
    onServer(server, ['merge-base', '--is-ancestor', commit, ref])
    return true
  } catch {
    return false
  }
}

describe('publishing a proposal', () => {
  test('fast-forwards the default branch when it has not moved', async () => {
    const server = await gitServer()
    const remote = await editorClone(server)
    const proposal = await propose(remote)
    const published = await publishProposal(remote, proposal.branch, publisher)
    expect(published).toEqual({ commit: proposal.commit, how: 'fast-forward', branch: server.branch })
    expect(onServer(server, ['rev-parse', server.branch])).toBe(proposal.commit)
    // Again: nothing to do.
    expect((await publishProposal(remote, proposal.branch, publisher)).how).toBe('published already')
  })

  test('makes a merge commit when the default branch moved, keeping the other commit', async () => {
    const server = await gitServer()
    const remote = await editorClone(server)
    const page = somePage()
    const proposal = await propose(remote, page)
    const other = server.clone()
    const theirs = other.commitFile('README.md', 'Someone else\'s words.\n', 'Another change')
    other.git(['push', '--quiet', 'origin', 'HEAD'])

    const published = await publishProposal(remote, proposal.branch, publisher)
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
    const published = await publishProposal(remote, proposal.branch, publisher, async (attempt) => {
      pushes.push(attempt)
      if (attempt > 1) return
      theirs = other.commitFile('README.md', 'Someone else\'s words.\n', 'Published meanwhile')
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

    await expect(publishProposal(remote, proposal.branch, publisher)).rejects.toThrow(/changes the same lines as a change published since/)
    expect(onServer(server, ['rev-parse', server.branch])).toBe(before)
  })

  test('of a branch that is not there says so', async () => {
    const server = await gitServer()
    const remote = await editorClone(server)
    await expect(publishProposal(remote, 'site-edit/nobody/none', publisher)).rejects.toThrow(/There is no proposal site-edit\/nobody\/none/)
  })
})
