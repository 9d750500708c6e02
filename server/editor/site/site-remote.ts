// The hosted editor's own clone of the site's repository (EDITOR_REPO), under a folder it is given
// (DATA_DIR/…): a bare repository, made on the first start, with no remote in its config (the address
// is given to each fetch and push, the credentials only in their environment), one folder per address.
// fetchSite() brings the remote's branches to refs/remotes/origin/* and names its default branch;
// pushWithLease() is the only way anything goes back: a compare-and-swap on one branch, and only ever a
// commit that holds the branch's old value (never a force push). One git operation at a time.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { gitEnv, type SiteRemoteConfig } from './site-remote-config.ts'
import { exportCommit } from '../git/export.ts'
import { commitAt, isAncestor as isAncestorIn } from '../git/refs.ts'
import { GitFailure, gitIn, type Git } from '../git/run.ts'
import { isSiteFile, sitePrefix } from '../git/site-paths.ts'
import { remoteFailure } from './site-remote-failure.ts'

export interface SiteRemote {
  config: SiteRemoteConfig
  /** The bare clone. */
  dir: string
  /** git in the clone, with the credentials in its environment. */
  git: Git
  /** Runs `work` after every earlier one has finished: two proposals never fetch or push at once. */
  exclusive<T>(work: () => Promise<T>): Promise<T>
}

/** The remote's default branch (where HEAD points there) and its newest commit, as just fetched. */
export type RemoteTip = Awaited<ReturnType<typeof fetchTip>>

const tracking = (branch: string) => `refs/remotes/origin/${branch}`

/** The clone of `config.url` under `folder`, made and fetched the first time. */
export async function openSiteRemote(config: SiteRemoteConfig, folder: string): Promise<SiteRemote> {
  const dir = join(folder, `${createHash('sha256').update(config.url).digest('hex').slice(0, 16)}.git`)
  const env = gitEnv(config, join(folder, 'known_hosts'))
  let queue: Promise<unknown> = Promise.resolve()
  const remote: SiteRemote = {
    config,
    dir,
    git: gitIn(dir, env),
    exclusive: <T>(work: () => Promise<T>) => {
      const turn = queue.then(work, work)
      queue = turn.catch(() => undefined)
      return turn
    },
  }
  if (!existsSync(join(dir, 'HEAD'))) {
    mkdirSync(dir, { recursive: true })
    await remote.git(['init', '--quiet', '--bare', '.'])
    // Only what the editor's commits need; gc stays git's own business.
    await remote.git(['config', 'core.logAllRefUpdates', 'false'])
  }
  await remote.exclusive(() => fetchTip(remote))
  return remote
}

/** The remote's default branch and its newest commit, every branch fetched; for work inside exclusive(). */
export async function fetchTip(remote: SiteRemote) {
  const { config } = remote
  let head: string
  try {
    head = await remote.git(['ls-remote', '--symref', config.url, 'HEAD'])
    await remote.git(['fetch', '--quiet', '--prune', '--no-tags', config.url, '+refs/heads/*:refs/remotes/origin/*'])
  } catch (error) {
    throw await remoteFailure(config, error, 'git-upload-pack')
  }
  // The first line of --symref's answer: "ref: refs/heads/<name>\tHEAD".
  const branch = /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(head)?.[1]
  if (!branch) throw new Error(`The site's repository at ${config.url} has no default branch yet: push the site to it first.`)
  const commit = await remoteBranch(remote, branch)
  if (!commit) throw new Error(`The site's repository at ${config.url} names ${branch} as its default branch, which does not exist.`)
  return { branch, commit }
}

/** Fetches the remote (when a person opens a page, before every proposal): its default branch's newest commit. */
export const fetchSite = (remote: SiteRemote): Promise<RemoteTip> => remote.exclusive(() => fetchTip(remote))

/** Where a branch of the remote pointed at the last fetch, or undefined when it did not exist. */
export const remoteBranch = (remote: SiteRemote, branch: string) => commitAt(remote.git, tracking(branch))

/** A site file's text (its name inside the site folder) in `commit`, or null where it has none. */
export async function textAt(remote: SiteRemote, commit: string, name: string): Promise<string | null> {
  try {
    return await remote.git(['show', `${commit}:${sitePrefix(remote.config.sitePath)}${name}`])
  } catch (error) {
    if (error instanceof GitFailure) return null
    throw error
  }
}

/** The site's own files (their names inside the site folder) among the paths git lists with `args` (-z) in the site folder. */
export async function siteNamesBy(remote: SiteRemote, args: string[]): Promise<string[]> {
  const prefix = sitePrefix(remote.config.sitePath)
  const paths = (await remote.git([...args, '--', prefix || '.'])).split('\0')
  return paths.map((path) => path.slice(prefix.length)).filter(isSiteFile)
}

export const isAncestor = (remote: SiteRemote, commit: string, of: string) => isAncestorIn(remote.git, commit, of)

/**
 * Pushes `commit` to the remote's `branch` only if the branch is still at `expected` (undefined: only
 * if it does not exist), with git's --force-with-lease=<ref>:<expected>; `commit` must hold `expected`,
 * so the lease is only ever a compare-and-swap, never a force. 'moved' when the branch was somewhere
 * else (the clone is fetched again, so the caller can rebuild on the branch's new place).
 */
export async function pushWithLease(remote: SiteRemote, branch: string, commit: string, expected: string | undefined): Promise<'pushed' | 'moved'> {
  if (expected && !(await isAncestor(remote, expected, commit))) {
    throw new Error(`the editor would have replaced ${branch} on the site's repository rather than added to it, which it never does.`)
  }
  const ref = `refs/heads/${branch}`
  try {
    await remote.git(['push', '--quiet', '--porcelain', `--force-with-lease=${ref}:${expected ?? ''}`, remote.config.url, `${commit}:${ref}`])
  } catch (error) {
    if (!(error instanceof GitFailure)) throw error
    await fetchTip(remote)
    if ((await remoteBranch(remote, branch)) !== expected) return 'moved'
    throw await remoteFailure(remote.config, error, 'git-receive-pack')
  }
  await remote.git(['update-ref', tracking(branch), commit])
  return 'pushed'
}

/** How many commits' site folders exportSite keeps: a page opened on the commit before keeps its files while it is in use. */
const keptExports = 3

/** The folder under `folder` holding the site as it is in `commit` (written out once; inside exclusive(): writeSite). */
export const exportSite = (remote: SiteRemote, commit: string, folder: string): Promise<string> => remote.exclusive(() => writeSite(remote, commit, folder))

/** The same, for work already inside remote.exclusive (a publication's check of its merge). */
export const writeSite = (remote: SiteRemote, commit: string, folder: string): Promise<string> =>
  exportCommit(remote.git, commit, remote.config.sitePath, folder, keptExports)
