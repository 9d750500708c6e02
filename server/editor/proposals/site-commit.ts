// A local proposal's commit, made by git's plumbing so that the person's branch, index and working tree
// are never touched (git/commit-files.ts): the site's own files (git/site-paths.ts) are put in the
// parent's tree as Save wrote them on disk, and the tree is committed on the parent. The branch is moved
// with a compare-and-swap (`git update-ref <ref> <new> <old>`), so a branch that moved meanwhile is
// never overwritten.
import { siteEntries } from '../../../schema/site-entries.ts'
import { commitTree, treeWith, type FileChanges } from '../git/commit-files.ts'
import { gitMessage } from '../git/run.ts'
import { isSiteFile } from '../git/site-paths.ts'
import { identity } from './propose-branch.ts'
import { repoGit, type SiteRepo } from '../site/site-repo.ts'

/** The site's own plain files on disk (never through a link), by their path in the repository, leaving out what git ignores. */
async function siteFilesOnDisk(repo: SiteRepo, siteDir: string): Promise<string[]> {
  const found = siteEntries(siteDir).files.filter(isSiteFile).map((name) => repo.prefix + name)
  if (!found.length) return found
  let ignored: string[] = []
  try {
    ignored = (await repoGit(repo)(['check-ignore', '-z', '--stdin'], { input: found.join('\0') })).split('\0')
  } catch { /* exit 1: none is ignored */ }
  return found.filter((path) => !ignored.includes(path))
}

/**
 * The tree of `parent` (none: an empty tree) with the site's own files replaced by those in `siteDir`:
 * new and changed ones put in, deleted ones taken out; every other file as in the parent.
 */
export async function siteTree(repo: SiteRepo, siteDir: string, parent: string | undefined): Promise<string> {
  const git = repoGit(repo)
  const before = parent
    ? (await git(['ls-tree', '-r', '-z', '--name-only', parent, '--', repo.prefix || '.'])).split('\0').filter(Boolean)
    : []
  const now = await siteFilesOnDisk(repo, siteDir)
  const changes: FileChanges = Object.fromEntries(now.map((path) => [path, { file: path }]))
  for (const path of before) if (isSiteFile(path.slice(repo.prefix.length)) && !now.includes(path)) changes[path] = null
  return treeWith(git, parent, changes)
}

/** A commit of `tree` on `parent` (none: a first commit), by the person's git identity or the editor's. */
export const commitOn = (repo: SiteRepo, tree: string, parent: string | undefined, message: string): Promise<string> =>
  commitTree(repoGit(repo), { tree, parents: parent ? [parent] : [], message, identity: identity(repo) })

/**
 * Points the branch at `commit`, only if it still points at `expected` (undefined: only if it does not
 * exist yet). A branch moved or made meanwhile is left as it is, and the proposal fails in plain words.
 */
export async function moveBranch(repo: SiteRepo, branch: string, commit: string, expected: string | undefined): Promise<void> {
  try {
    await repoGit(repo)(['update-ref', '-m', 'site editor: proposal', `refs/heads/${branch}`, commit, expected ?? '0'.repeat(commit.length)])
  } catch (error) {
    throw new Error(`the branch ${branch} ${expected ? 'moved' : 'was made'} while this proposal was being made, so its commit was not put there (git: ${gitMessage(error)}). Propose again.`, { cause: error })
  }
}
