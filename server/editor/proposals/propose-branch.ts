// The branch a proposal's commit goes on. The editor commits only on branches of its own
// (site-edit/<date>-<page>), never on the branch checked out, which it never switches: a new one starts
// from HEAD. While the branch of its last proposal is not merged into HEAD (its pull request still
// open), the next commit goes on top of it, so the open pull request grows instead of a second one
// competing with it. The last branch is remembered in the editor's folder (site-repo.ts).
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { commitAt, isAncestor } from '../git/refs.ts'
import { runGitSync } from '../git/run.ts'
import { editorStore, headCommit, repoGit, type SiteRepo } from '../site/site-repo.ts'

const branchPrefix = 'site-edit/'

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40).replace(/-$/, '')

/** The commit a branch points at, or undefined when there is no such branch. */
const tipOf = (repo: SiteRepo, branch: string) => commitAt(repoGit(repo), `refs/heads/${branch}`)

const lastBranchFile = (siteDir: string) => join(editorStore(siteDir), 'proposal-branch')

function lastProposalBranch(siteDir: string): string | undefined {
  try {
    return readFileSync(lastBranchFile(siteDir), 'utf8').trim() || undefined
  } catch {
    return undefined // no proposal yet
  }
}

export const rememberProposalBranch = (siteDir: string, branch: string) => writeFileSync(lastBranchFile(siteDir), `${branch}\n`)

export interface ProposalTarget {
  branch: string
  /** The commit the proposal's commit goes on: the branch's tip, or HEAD for a new branch (none in a repository with no commit). */
  parent?: string
  /** Where the branch points now; undefined for a new branch (it must not exist when it is made). */
  expected?: string
}

/** The last proposal's branch while it is not merged into HEAD; otherwise a new one, named after the day and the first page changed. */
export async function proposalTarget(repo: SiteRepo, siteDir: string, changes: string[]): Promise<ProposalTarget> {
  const head = headCommit(repo)
  const last = lastProposalBranch(siteDir)
  const tip = last ? await tipOf(repo, last) : undefined
  if (last && tip && !(head && (await isAncestor(repoGit(repo), tip, head)))) return { branch: last, parent: tip, expected: tip }
  // "Home › Hero › Heading: …" → home.
  const base = `${branchPrefix}${new Date().toISOString().slice(0, 10)}-${slug(changes[0]?.split(/ › |:/)[0] ?? '') || 'site'}`
  let branch = base
  for (let n = 2; await tipOf(repo, branch); n++) branch = `${base}-${n}`
  return { branch, parent: head }
}

/** A proposal's title: the change when there is one, else how many and where. */
export function proposalTitle(changes: string[]): string {
  const pages = [...new Set(changes.map((c) => c.split(/ › |:/)[0]))]
  const title = changes.length === 1 ? changes[0]! : `${changes.length} changes to ${pages.join(', ')}`
  return title.length > 72 ? `${title.slice(0, 71)}…` : title
}

/** The commit message: the title, then the whole list. */
export const commitMessage = (changes: string[]) => `${proposalTitle(changes)}\n\n${changes.map((c) => `- ${c}`).join('\n')}\n\nProposed with npm run edit.\n`

const configured = (repo: SiteRepo, key: string) => {
  try { return runGitSync(repo.top, ['config', key]).trim() } catch { return '' }
}

/** Who a local proposal's pull request says sent it: git's user.name, else the editor. */
export const authorName = (repo: SiteRepo) => configured(repo, 'user.name') || 'Site editor'

/** git's author for a machine where nobody set one: the commit still says who made it, the editor. */
export function identity(repo: SiteRepo): NodeJS.ProcessEnv {
  const set = (key: string) => configured(repo, key)
  const fallback: NodeJS.ProcessEnv = {}
  if (!set('user.name')) fallback.GIT_AUTHOR_NAME = fallback.GIT_COMMITTER_NAME = 'Site editor'
  if (!set('user.email')) fallback.GIT_AUTHOR_EMAIL = fallback.GIT_COMMITTER_EMAIL = 'site-editor@localhost'
  return { ...process.env, ...fallback }
}
