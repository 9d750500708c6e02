// A proposal's commit, made by git's plumbing so that the person's branch, index and working tree are
// never touched: a temporary index (GIT_INDEX_FILE) holds the parent's tree, the site's own files
// (site.yaml, testimonials.yaml, pages/*.yaml, images/…) are put in it as Save wrote them on disk, and
// the tree it writes is committed on the parent. The branch is moved with a compare-and-swap
// (`git update-ref <ref> <new> <old>`), so a branch that moved meanwhile is never overwritten.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { siteEntries } from '../../schema/site-entries.ts'
import { identity } from './propose-branch.ts'
import { git, gitMessage, type SiteRepo } from './site-repo.ts'

/** The files of the site folder that are the site's own, by their path inside it. */
const isSiteFile = (name: string) =>
  name === 'site.yaml' || name === 'testimonials.yaml' || /^pages\/[^/]+\.yaml$/.test(name) || name.startsWith('images/')

/** The site's own plain files on disk (never through a link), by their path inside the site folder, leaving out what git ignores. */
function siteFilesOnDisk(repo: SiteRepo, siteDir: string): string[] {
  const found = siteEntries(siteDir).files.filter(isSiteFile)
  if (!found.length) return found
  let ignored: string[] = []
  try {
    ignored = git(repo.top, ['check-ignore', '-z', '--stdin'], { input: found.map((f) => repo.prefix + f).join('\0') }).split('\0')
  } catch { /* exit 1: none is ignored */ }
  return found.filter((f) => !ignored.includes(repo.prefix + f))
}

/**
 * The tree of `parent` (none: an empty tree) with the site's own files replaced by those in `siteDir`:
 * new and changed ones put in, deleted ones taken out; every other file as in the parent.
 */
export function siteTree(repo: SiteRepo, siteDir: string, parent: string | undefined): string {
  const scratch = mkdtempSync(join(tmpdir(), 'site-edit-index-'))
  try {
    const env = { ...process.env, GIT_INDEX_FILE: join(scratch, 'index') }
    const run = (args: string[], input?: string) => git(repo.top, args, { env, input })
    run(parent ? ['read-tree', parent] : ['read-tree', '--empty'])
    const before = parent
      ? run(['ls-tree', '-r', '-z', '--name-only', parent, '--', repo.prefix || '.']).split('\0').filter(Boolean)
      : []
    const now = siteFilesOnDisk(repo, siteDir).map((f) => repo.prefix + f)
    const gone = before.filter((path) => isSiteFile(path.slice(repo.prefix.length)) && !now.includes(path))
    // One git for every file: the blobs (with the repository's filters, as `git add` would), then the index.
    const blobs = now.length ? run(['hash-object', '-w', '--stdin-paths'], now.join('\n') + '\n').trim().split('\n') : []
    const zero = '0'.repeat(blobs[0]?.length ?? 40)
    const entries = [...now.map((path, i) => `100644 ${blobs[i]}\t${path}`), ...gone.map((path) => `0 ${zero}\t${path}`)]
    if (entries.length) run(['update-index', '-z', '--index-info'], entries.map((e) => `${e}\0`).join(''))
    return run(['write-tree']).trim()
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

/** The tree a commit holds. */
export const treeOf = (repo: SiteRepo, commit: string) => git(repo.top, ['rev-parse', `${commit}^{tree}`]).trim()

/** A commit of `tree` on `parent` (none: a first commit), by the person's git identity or the editor's. */
export function commitTree(repo: SiteRepo, tree: string, parent: string | undefined, message: string): string {
  return git(repo.top, ['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-F', '-'], { input: message, env: identity(repo) }).trim()
}

/**
 * Points the branch at `commit`, only if it still points at `expected` (undefined: only if it does not
 * exist yet). A branch moved or made meanwhile is left as it is, and the proposal fails in plain words.
 */
export function moveBranch(repo: SiteRepo, branch: string, commit: string, expected: string | undefined): void {
  try {
    git(repo.top, ['update-ref', '-m', 'site editor: proposal', `refs/heads/${branch}`, commit, expected ?? '0'.repeat(commit.length)])
  } catch (error) {
    throw new Error(`the branch ${branch} ${expected ? 'moved' : 'was made'} while this proposal was being made, so its commit was not put there (git: ${gitMessage(error)}). Propose again.`, { cause: error })
  }
}
