// The branch and the commit a proposal makes. The editor commits only on a branch of its own
// (site-edit/<date>-<page>), never on the branch it found checked out: on any other branch (the default
// one, or a developer's) it makes a new one from there. On a branch it made earlier (its pull request
// not merged yet) it adds the commit to that branch, so the open pull request grows instead of a second
// one competing with it. The commit holds every changed file of the site folder and nothing else.
import { git, type SiteRepo } from './site-repo.ts'

const branchPrefix = 'site-edit/'

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40).replace(/-$/, '')

const exists = (repo: SiteRepo, branch: string) => {
  try {
    git(repo.top, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`])
    return true
  } catch {
    return false
  }
}

/** The branch checked out, or '' when HEAD is detached. */
function currentBranch(repo: SiteRepo): string {
  try {
    return git(repo.top, ['symbolic-ref', '--short', '-q', 'HEAD']).trim()
  } catch {
    return ''
  }
}

/** Checks out the branch the proposal goes on (the working tree's changes come along) and names it. */
export function proposalBranch(repo: SiteRepo, changes: string[]): { branch: string; reused: boolean } {
  const current = currentBranch(repo)
  if (current.startsWith(branchPrefix)) return { branch: current, reused: true }
  // Named after the day and the first page changed: "Home › Hero › Heading: …" → home.
  const base = `${branchPrefix}${new Date().toISOString().slice(0, 10)}-${slug(changes[0]?.split(/ › |:/)[0] ?? '') || 'site'}`
  let branch = base
  for (let n = 2; exists(repo, branch); n++) branch = `${base}-${n}`
  git(repo.top, ['switch', '--quiet', '-c', branch])
  return { branch, reused: false }
}

/** The commit message: the change when there is one, else how many and where; then the whole list. */
export function commitMessage(changes: string[]): string {
  const pages = [...new Set(changes.map((c) => c.split(/ › |:/)[0]))]
  const title = changes.length === 1 ? changes[0] : `${changes.length} changes to ${pages.join(', ')}`
  return `${title.length > 72 ? `${title.slice(0, 71)}…` : title}\n\n${changes.map((c) => `- ${c}`).join('\n')}\n\nProposed with npm run edit.\n`
}

/** git's author for a machine where nobody set one: the commit still says who made it, the editor. */
export function identity(repo: SiteRepo): NodeJS.ProcessEnv {
  const set = (key: string) => {
    try { return git(repo.top, ['config', key]).trim() } catch { return '' }
  }
  const fallback: NodeJS.ProcessEnv = {}
  if (!set('user.name')) fallback.GIT_AUTHOR_NAME = fallback.GIT_COMMITTER_NAME = 'Site editor'
  if (!set('user.email')) fallback.GIT_AUTHOR_EMAIL = fallback.GIT_COMMITTER_EMAIL = 'site-editor@localhost'
  return { ...process.env, ...fallback }
}

/** One commit of every changed file of the site folder (new ones too), whatever else is staged. */
export function commitSite(repo: SiteRepo, message: string): string {
  const site = `:(top)${repo.prefix || '.'}`
  git(repo.top, ['add', '--all', '--', site])
  git(repo.top, ['commit', '--quiet', '--file=-', '--only', '--', site], { input: message, env: identity(repo) })
  return git(repo.top, ['rev-parse', 'HEAD']).trim()
}
