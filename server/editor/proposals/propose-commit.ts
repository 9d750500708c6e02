// A proposal's commit in two steps, around the pictures: first the branch and the tree (so a proposal
// with nothing new stops before the pictures are made), then the commit and the branch moved to it.
import { changesSince } from './changes-since.ts'
import { commitMessage, proposalTarget, rememberProposalBranch, type ProposalTarget } from './propose-branch.ts'
import { treeOf } from '../git/commit-files.ts'
import { commitOn, moveBranch, siteTree } from './site-commit.ts'
import { headCommit, repoGit, type SiteRepo } from '../site/site-repo.ts'

export interface PreparedCommit extends ProposalTarget {
  tree: string
}

/** The branch the commit goes on and the tree it holds; fails in plain words when the tree is the parent's. */
export async function prepareCommit(repo: SiteRepo, siteDir: string, changes: string[]): Promise<PreparedCommit> {
  const target = await proposalTarget(repo, siteDir, changes)
  const tree = await siteTree(repo, siteDir, target.parent)
  if (target.parent && tree === (await treeOf(repoGit(repo), target.parent))) {
    throw new Error(`the branch ${target.branch} holds these changes already: there is nothing new to commit.`)
  }
  return { ...target, tree }
}

/**
 * Commits the prepared tree and moves the branch to it (only from where it was prepared), and remembers
 * the branch for the next proposal. `changes` are those since HEAD; on a branch that goes on from an
 * earlier proposal, the message lists only what is new since that proposal's commit.
 */
export async function makeCommit(repo: SiteRepo, siteDir: string, prepared: PreparedCommit, changes: string[]): Promise<{ commit: string; message: string }> {
  const { branch, parent, expected, tree } = prepared
  const sinceParent = parent && parent !== headCommit(repo) ? await changesSince(repo, siteDir, parent) : undefined
  const message = commitMessage(sinceParent?.length ? sinceParent : changes)
  const commit = await commitOn(repo, tree, parent, message)
  await moveBranch(repo, branch, commit, expected)
  rememberProposalBranch(siteDir, branch)
  return { commit, message }
}
