// The site as committed, which the review compares with: the site folder at the repository's HEAD,
// written once per commit into the editor's folder (only the newest commit's copy kept). A site outside
// git (or not committed yet, or whose commit holds a link: git/export.ts refuses it) is compared with
// itself as saved, so the review lists the unsaved edits.
import { join } from 'node:path'
import { exportCommit } from '../git/export.ts'
import { gitIn } from '../git/run.ts'
import { editorStore, headCommit, siteRepo } from '../site/working-tree.ts'

/** The site as committed, and the commit it was taken from (none: it is the site folder itself). */
type CommittedSite = { dir: string; commit?: string }

/** The copies being written, by folder: a review and its pictures asking at once share one. */
const writing = new Map<string, Promise<CommittedSite>>()

/** The commit the review compares with (HEAD), or undefined for a site outside git or not committed yet. */
export function committedCommit(siteDir: string): string | undefined {
  const repo = siteRepo(siteDir)
  return repo && headCommit(repo)
}

export function committedSite(siteDir: string): Promise<CommittedSite> {
  const repo = siteRepo(siteDir)
  const commit = repo && headCommit(repo)
  if (!repo || !commit) return Promise.resolve({ dir: siteDir })
  const into = join(editorStore(siteDir), 'committed')
  const key = join(into, commit)
  const found =
    writing.get(key) ??
    exportCommit(gitIn(repo.top), commit, repo.prefix, into, 1)
      .then(
        (dir) => ({ dir, commit }),
        () => ({ dir: siteDir }), // the site folder is not in that commit yet, or holds a link (refused, never read)
      )
      .finally(() => writing.delete(key))
  writing.set(key, found)
  return found
}
