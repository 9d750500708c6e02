// What the tests of the hosted editor's git share: a real git server over HTTP with a password
// (scripts/support/git-server.ts) seeded with the fixture site, the editor's clone of it in a temporary
// DATA_DIR, and a change to one of the site's pages that uses none of its words. What they show (pushes,
// leases, merges, two people at once) does not hang on a site's words: on the fixture site, CI runs them
// once rather than on each of its two sites.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { onTestFinished } from 'vitest'
import { startGitServer, type GitServer } from '../../../scripts/support/git-server.ts'
import { fixtureSiteDir } from '../../test-support.ts'
import { siteRemoteConfig, type GitPerson, type SiteRemoteConfig } from '../site/site-remote-config.ts'
import { openSiteRemote, type SiteRemote } from '../site/site-remote.ts'

export const person = { name: 'Test Person', email: 'test.person@example.com' }
export const publisher = { name: 'Test Publisher', email: 'test.publisher@example.com' }

/** Who sends a proposal, as the hosted editor names them (`personId`), their requests recorded as it
 * records them (`sent`): what proposeOnRemote may grow. */
export function sender(who: GitPerson, personId: string) {
  const recorded = new Map<string, string>()
  return {
    person: who,
    personId,
    recorded: async (branch: string) => recorded.get(branch),
    sent: (proposal: { branch: string; commit: string }) => recorded.set(proposal.branch, proposal.commit),
  }
}

/** The site the git server holds. */
export const servedSite = fixtureSiteDir

/** A page file of that site, by its name inside the site folder. */
export const somePage = () =>
  `pages/${
    readdirSync(join(servedSite, 'pages'))
      .filter((f) => f.endsWith('.yaml'))
      .sort()[0]
  }`

/** The page's text with a comment line of its own at the end: a change in no editor's words. */
export const changed = (name: string, text = readFileSync(join(servedSite, name), 'utf8')) => `${text}# a test's change ${randomBytes(4).toString('hex')}\n`

/** The git server (with the fixture site, unless another is named), stopped when the test ends. */
export async function gitServer(siteDir = servedSite): Promise<GitServer> {
  const server = await startGitServer({ siteDir })
  onTestFinished(() => server.stop())
  return server
}

export function remoteConfig(server: GitServer, password = server.password): SiteRemoteConfig {
  return siteRemoteConfig({
    EDITOR_REPO: server.url,
    EDITOR_GIT_USERNAME: server.username,
    EDITOR_GIT_PASSWORD: password,
    EDITOR_ORIGIN: 'https://edit.example.com',
  })!
}

/** A DATA_DIR of the test's own, removed when the test ends. */
export function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-remote-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** The editor's clone in a DATA_DIR of the test's own. */
export const editorClone = (server: GitServer): Promise<SiteRemote> => openSiteRemote(remoteConfig(server), dataDir())

/** git in the server's bare repository: what was really pushed. */
export const onServer = (server: GitServer, args: string[]) => execFileSync('git', args, { cwd: server.repoDir, encoding: 'utf8' }).trim()
