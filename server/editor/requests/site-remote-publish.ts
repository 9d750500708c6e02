// Publishing a proposal (a publisher's action): the commit the editor recorded for it, and nothing else,
// merged into the remote's default branch as the remote accepts it, never by a force push. Its branch
// must still hold exactly that commit: one moved outside the editor since is refused. A fast-forward when the default branch has not moved
// since the proposal was made; otherwise a merge commit (git merge-tree --write-tree, no working tree
// needed) whose author is the publisher and whose committer is the editor. The push is a
// compare-and-swap on the default branch's old value (pushWithLease); when it moved meanwhile, the
// remote is fetched and the merge made again, once.
import { gitIdentity, type GitPerson } from '../site/site-remote-config.ts'
import { editorErrors } from '../editor-errors.ts'
import { commitTree } from '../git/commit-files.ts'
import { GitFailure } from '../git/run.ts'
import { fieldMergeTree } from './site-remote-merge.ts'
import { fetchTip, isAncestor, pushWithLease, remoteBranch, type SiteRemote } from '../site/site-remote.ts'

const attempts = 2

/**
 * A merge commit of `proposal` into `tip`: git's merge, or where it finds both changed the same or
 * neighbouring lines, the editor's merge of the site's fields (site-remote-merge.ts). A place both
 * changed, or lines git cannot merge outside the fields, is answered in plain words.
 */
async function mergeCommit(remote: SiteRemote, tip: string, proposal: string, branch: string, publisher: GitPerson): Promise<string> {
  let tree: string | undefined
  try {
    tree = (await remote.git(['merge-tree', '--write-tree', '--no-messages', tip, proposal])).split('\n')[0]
  } catch (error) {
    if (!(error instanceof GitFailure && error.status === 1)) throw error
    tree = await fieldMergeTree(remote, tip, proposal)
    if (!tree) throw editorErrors.publishLineClash(branch)
  }
  const subject = (await remote.git(['log', '-1', '--format=%s', proposal])).trim()
  const message = `Publish ${branch}\n\n${subject}\n\nPublished with the site editor by ${publisher.name}.\n`
  return commitTree(remote.git, { tree, parents: [tip, proposal], message, identity: gitIdentity(publisher, remote.config.committer) })
}

/**
 * Merges the recorded proposal (the commit the editor made and recorded for a request, and the branch it
 * waits on) into the remote's default branch, and answers that branch's commit now. `check` is given the
 * commit about to become the default branch (inside remote.exclusive) and throws to stop the
 * publication: the site's own checks. `beforePush` as in site-remote-propose.ts.
 */
export function publishProposal(
  remote: SiteRemote,
  { branch, commit: proposal }: { branch: string; commit: string },
  publisher: GitPerson,
  beforePush?: (attempt: number) => Promise<void>,
  check?: (commit: string) => Promise<void>,
): Promise<{ commit: string; how: 'fast-forward' | 'merge' | 'published already'; branch: string }> {
  return remote.exclusive(async () => {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const tip = await fetchTip(remote)
      // Not on its branch any more: published (the branch removed since, as GitHub does after a merge), or
      // altered outside the editor. A commit this clone never had is not published.
      const onMain = await isAncestor(remote, proposal, tip.commit).catch(() => false)
      if (onMain) return { commit: tip.commit, how: 'published already', branch: tip.branch }
      if ((await remoteBranch(remote, branch)) !== proposal) throw editorErrors.requestAltered()
      const fastForward = await isAncestor(remote, tip.commit, proposal)
      const commit = fastForward ? proposal : await mergeCommit(remote, tip.commit, proposal, branch, publisher)
      await check?.(commit)
      await beforePush?.(attempt)
      if ((await pushWithLease(remote, tip.branch, commit, tip.commit)) === 'pushed') {
        return { commit, how: fastForward ? 'fast-forward' : 'merge', branch: tip.branch }
      }
    }
    throw new Error(`The site's default branch kept changing while ${branch} was being published: publish it again.`)
  })
}
