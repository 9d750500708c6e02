// The hosted editor's clone of the site's repository and its proposals, against a real git server over
// HTTP with a password (nginx, fcgiwrap, git-http-backend).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { freePort } from '../../../scripts/support/free-port.ts'
import { siteRemoteConfig } from './site-remote-config.ts'
import { proposalBranch, proposeOnRemote } from '../proposals/site-remote-propose.ts'
import { exportSite, fetchSite, openSiteRemote } from './site-remote.ts'
import { changed, dataDir, editorClone, gitServer, onServer, person, remoteConfig, sender, servedSite, somePage } from '../test-support/test-site-remote.ts'

describe("the editor's clone", () => {
  test('is made and fetched through the server with the password, which it never writes down', async () => {
    const server = await gitServer()
    const remote = await editorClone(server)
    const tip = await fetchSite(remote)
    expect(tip).toEqual({ branch: server.branch, commit: onServer(server, ['rev-parse', server.branch]) })
    const page = somePage()
    expect(await remote.git(['show', `${tip.commit}:site/${page}`])).toBe(readFileSync(join(servedSite, page), 'utf8'))
    const config = readFileSync(join(remote.dir, 'config'), 'utf8')
    expect(config).not.toContain(server.password)
    expect(config).not.toContain(Buffer.from(`${server.username}:${server.password}`).toString('base64'))
    expect(config).not.toContain(server.url)

    // The site as committed, as plain files for the editor to render.
    const site = await exportSite(remote, tip.commit, join(remote.dir, '..', 'site'))
    for (const name of ['site.yaml', page]) expect(readFileSync(join(site, name), 'utf8')).toBe(readFileSync(join(servedSite, name), 'utf8'))

    // A commit pushed by someone else meanwhile is there at the next fetch.
    const other = server.clone()
    const theirs = other.commitFile('README.md', "Someone else's words.\n", 'Another change')
    other.git(['push', '--quiet', 'origin', 'HEAD'])
    expect((await fetchSite(remote)).commit).toBe(theirs)
  })

  test('a wrong password is refused in plain words, naming the setting', async () => {
    const server = await gitServer()
    await expect(openSiteRemote(remoteConfig(server, 'not-the-password'), dataDir())).rejects.toThrow(
      /^The site's repository refused the editor's password \(EDITOR_GIT_PASSWORD\) for the user editor/,
    )
  })

  test('an address where nothing answers is said so', async () => {
    const config = siteRemoteConfig({ EDITOR_REPO: `http://127.0.0.1:${await freePort()}/site.git`, EDITOR_GIT_USERNAME: 'editor', EDITOR_GIT_PASSWORD: 'x' })!
    await expect(openSiteRemote(config, dataDir())).rejects.toThrow(/could not reach the site's repository .*: nothing answers at that address/)
  })

  test('an address with a password in it is refused before anything is run', () => {
    expect(() => siteRemoteConfig({ EDITOR_REPO: 'https://someone:secret@git.example.com/site.git' })).toThrow(/write the address without them/)
  })
})

describe('a proposal', () => {
  test('pushes one commit by the person, committed by the editor, changing only the site file', async () => {
    const server = await gitServer()
    const remote = await editorClone(server)
    const page = somePage()
    const text = changed(page)
    const proposal = await proposeOnRemote(remote, { ...sender(person, 'test-person'), page, files: { [page]: text }, message: 'A change\n' })
    const main = onServer(server, ['rev-parse', server.branch])
    expect(proposal.branch).toMatch(new RegExp(`^site-edit/test-person/\\d{4}-\\d\\d-\\d\\d-${page.slice('pages/'.length, -'.yaml'.length)}$`))
    expect(proposal.parent).toBe(main)
    expect(onServer(server, ['rev-parse', proposal.branch])).toBe(proposal.commit)
    expect(onServer(server, ['rev-list', `${server.branch}..${proposal.branch}`])).toBe(proposal.commit)
    expect(onServer(server, ['log', '-1', '--format=%an <%ae>|%cn <%ce>', proposal.commit])).toBe(
      `${person.name} <${person.email}>|Site editor <site-editor@edit.example.com>`,
    )
    expect(onServer(server, ['diff-tree', '--no-commit-id', '--name-only', '-r', main, proposal.commit])).toBe(`site/${page}`)
    expect(onServer(server, ['show', `${proposal.commit}:site/${page}`])).toBe(text.trimEnd())
  })

  test('is made on the newest default branch, when it moved since the page was opened', async () => {
    const server = await gitServer()
    const remote = await editorClone(server)
    const other = server.clone()
    const theirs = other.commitFile('README.md', "Someone else's words.\n", 'Another change')
    other.git(['push', '--quiet', 'origin', 'HEAD'])
    const page = somePage()
    const proposal = await proposeOnRemote(remote, { ...sender(person, 'test-person'), page, files: { [page]: changed(page) }, message: 'A change\n' })
    expect(proposal.parent).toBe(theirs)
    expect(proposal.base.commit).toBe(theirs)
    expect(onServer(server, ['rev-list', '--count', `${server.branch}..${proposal.branch}`])).toBe('1')
  })

  test('whose push finds its branch taken meanwhile goes on the next name, carrying nothing of what was pushed there', async () => {
    const server = await gitServer()
    const remote = await editorClone(server)
    const page = somePage()
    const other = server.clone()
    let theirs = ''
    const pushes: number[] = []
    const proposal = await proposeOnRemote(
      remote,
      { ...sender(person, 'test-person'), page, files: { [page]: changed(page) }, message: 'A change\n' },
      async (attempt) => {
        pushes.push(attempt)
        if (attempt > 1) return
        // Someone pushes to the same branch between the editor's fetch and its push.
        theirs = other.commitFile('README.md', "Someone else's words.\n", 'Their change on the same branch')
        other.git(['push', '--quiet', 'origin', `HEAD:refs/heads/${proposalBranch('test-person', page)}`])
      },
    )
    expect(pushes).toEqual([1, 2])
    expect(proposal.branch).toBe(`${proposalBranch('test-person', page)}-2`)
    expect(proposal.parent).toBe(onServer(server, ['rev-parse', server.branch]))
    expect(onServer(server, ['rev-parse', proposalBranch('test-person', page)])).toBe(theirs)
    expect(onServer(server, ['diff-tree', '--no-commit-id', '--name-only', '-r', proposal.parent, proposal.commit])).toBe(`site/${page}`)
  })

  test("grows the person's request as the editor recorded it, and never one altered outside the editor", async () => {
    const server = await gitServer()
    const remote = await editorClone(server)
    const page = somePage()
    const ana = sender(person, 'ana-id')
    const send = (text: string) => proposeOnRemote(remote, { ...ana, page, files: { [page]: text }, message: 'A change\n' })
    const first = await send(changed(page))
    ana.sent(first)
    const second = await send(changed(page, onServer(server, ['show', `${first.commit}:site/${page}`])))
    expect([second.branch, second.parent, second.grew]).toEqual([first.branch, first.commit, true])
    ana.sent(second)

    // Someone adds a commit of their own on top of it: the next proposal is a request of its own beside it.
    const other = server.clone()
    other.git(['fetch', '--quiet', 'origin', second.branch])
    other.git(['switch', '--quiet', '-c', 'theirs', 'FETCH_HEAD'])
    const theirs = other.commitFile('README.md', "Not the editor's.\n", 'A harmless title')
    other.git(['push', '--quiet', 'origin', `theirs:${second.branch}`])
    const third = await send(changed(page))
    expect(third.branch).toBe(`${first.branch}-2`)
    expect([third.parent, third.grew]).toEqual([onServer(server, ['rev-parse', server.branch]), false])
    expect(() => onServer(server, ['merge-base', '--is-ancestor', theirs, third.commit])).toThrow()
  })

  test('with nothing new says so and pushes nothing', async () => {
    const server = await gitServer()
    const remote = await editorClone(server)
    const page = somePage()
    const same = readFileSync(join(servedSite, page), 'utf8')
    const nothing = proposeOnRemote(remote, { ...sender(person, 'test-person'), page, files: { [page]: same }, message: 'Nothing\n' })
    await expect(nothing).rejects.toMatchObject({ statusCode: 409, message: 'These changes have been sent for review already: there is nothing new to send.' })
    expect(onServer(server, ['for-each-ref', '--format=%(refname)', 'refs/heads/site-edit'])).toBe('')
  })
})
