// Without EDITOR_REPO (npm run edit on a developer's machine), changes are sent for review to the
// repository the site folder's working tree belongs to, by the same code as the hosted editor's: the
// editor's bare clone of it (site-remote.ts, its address the repository's top folder, under DATA_DIR),
// fetched before each proposal, the proposal pushed back with a lease onto a branch of the editor's own
// (git accepts a push into a repository with a working tree on any branch but the one checked out, which
// the editor never pushes to). What is sent is the site's files as Save wrote them in the working tree
// (less what git ignores), in place of those of the branch checked out: nobody's branch, index or working
// tree is touched, and a change of the person's own outside the site's files never comes along.
// Here too: the repository holding the site folder (SITE_DIR may be any folder, inside a repository or
// not), whose HEAD the review compares with, and the editor's own folder for what it keeps between
// sessions: inside that repository's .git, so it is never in site/ and never committed; for a site
// outside git, in node_modules/.cache (ignored by git), one folder per site.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { projectRoot } from '../../../schema/load-site.ts'
import { siteEntries } from '../../../schema/site-entries.ts'
import { gitIn, gitMessage, runGitSync } from '../git/run.ts'
import { isSiteFile, sitePrefix } from '../git/site-paths.ts'
import type { HostedProposal } from '../proposals/site-remote-propose.ts'
import { editorIdentity, type GitPerson } from './site-remote-config.ts'
import type { SiteFileTexts } from './site-remote-commit.ts'
import { fetchSite, openSiteRemote, siteNamesBy, type SiteRemote } from './site-remote.ts'
import type { RemoteSiteFolder } from './site-remote-folder.ts'

/** The repository changes are sent to: the editor's own clone of it, and the site folder the editor shows. */
export interface SiteRepository {
  remote: SiteRemote
  /** Hosted with EDITOR_REPO, the remote's newest main version; otherwise the working tree's site folder. */
  folder: RemoteSiteFolder
  /** Without EDITOR_REPO: the working tree the site folder is in, where Save writes and whose `origin` gets the pull request. */
  workingTree?: WorkingTree
}

/** Where changes are sent, or why there is nowhere (a site folder outside git, or a repository with no commit). */
export type Repository = SiteRepository | { unavailable: string }

/** git's answer in `cwd`, or '' when it has none (no repository there, no commit yet, no such setting). */
function gitAnswer(cwd: string, args: string[]): string {
  try {
    return runGitSync(cwd, args).trim()
  } catch {
    return ''
  }
}

/** Where the site folder is in its repository: its top folder, its git directory, and the site folder's path with a trailing / ('' at the top). */
export function siteRepo(siteDir: string) {
  const answer = gitAnswer(siteDir, ['rev-parse', '--show-toplevel', '--absolute-git-dir'])
  if (!answer) return undefined
  const [top, gitDir] = answer.split('\n')
  const inside = relative(top, siteDir).split('\\').join('/')
  return { top, gitDir, prefix: inside ? `${inside}/` : '' }
}

/** The commit HEAD names, or undefined in a repository with no commit yet. */
export const headCommit = (repo: { top: string }): string | undefined => gitAnswer(repo.top, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']) || undefined

/** The editor's folder for this site (the review's committed site, builds and pictures). */
export function editorStore(siteDir: string): string {
  const repo = siteRepo(siteDir)
  const dir = repo
    ? join(repo.gitDir, 'site-editor', createHash('sha1').update(repo.prefix).digest('hex').slice(0, 12))
    : join(projectRoot, 'node_modules', '.cache', 'site-editor', createHash('sha1').update(siteDir).digest('hex').slice(0, 12))
  mkdirSync(dir, { recursive: true })
  return dir
}

export interface WorkingTree {
  /** The repository's top folder, and the site folder in it. */
  top: string
  siteDir: string
  /** The commits' author: git's user.name and user.email there, else the editor. */
  author: GitPerson
}

/** The repository `siteDir` is in, opened as the editor opens EDITOR_REPO; or why changes cannot be sent. */
export async function openWorkingTree(siteDir: string, where: string): Promise<Repository> {
  const repo = siteRepo(siteDir)
  if (!repo) return { unavailable: `${siteDir} is not in a git repository: the changes are saved, but there is no history to send them to.` }
  const author = {
    name: gitAnswer(repo.top, ['config', 'user.name']) || editorIdentity().name,
    email: gitAnswer(repo.top, ['config', 'user.email']) || editorIdentity().email,
  }
  const config = {
    url: repo.top,
    kind: 'local' as const,
    sitePath: repo.prefix.replace(/\/$/, ''),
    committer: editorIdentity(),
    prefix: 'EDITOR',
  }
  try {
    const remote = await openSiteRemote(config, where)
    const folder = { dir: siteDir, refresh: () => fetchSite(remote), version: () => undefined }
    return { remote, folder, workingTree: { top: repo.top, siteDir, author } }
  } catch (error) {
    return {
      unavailable: `the repository at ${repo.top} cannot take changes (${gitMessage(error)}): commit the site on a branch, check it out, and start the editor again.`,
    }
  }
}

/**
 * The site's own plain files in the working tree, each in place of the commit's (`base`, the branch
 * checked out), those git ignores left out; a site file of the commit that is not there any more, taken out.
 */
export async function workingTreeFiles({ top, siteDir }: WorkingTree, remote: SiteRemote, base: string): Promise<SiteFileTexts> {
  const prefix = sitePrefix(remote.config.sitePath)
  const found = siteEntries(siteDir).files.filter(isSiteFile)
  let ignored: string[] = []
  try {
    ignored = (await gitIn(top)(['check-ignore', '-z', '--stdin'], { input: found.map((name) => prefix + name).join('\0') })).split('\0')
  } catch {
    /* exit 1: none is ignored */
  }
  const files: SiteFileTexts = {}
  for (const name of found) if (!ignored.includes(prefix + name)) files[name] = { file: join(siteDir, name) }
  for (const name of await siteNamesBy(remote, ['ls-tree', '-r', '-z', '--name-only', base])) if (!(name in files)) files[name] = null
  return files
}

/** The commit the editor last pushed on each of its branches, kept beside its clone: the proposal a new one may grow. */
export function proposalRecords(remote: SiteRemote) {
  const file = join(remote.dir, 'site-editor-proposals.json')
  const read = (): Record<string, string> => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
    } catch {
      return {}
    }
  }
  return {
    recorded: async (branch: string) => read()[branch],
    record: async ({ branch, commit }: HostedProposal) => writeFileSync(file, JSON.stringify({ ...read(), [branch]: commit })),
  }
}
