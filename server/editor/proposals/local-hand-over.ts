// Hands a local proposal's branches over (the proposal's and its pictures'). Where the remote is on
// GitHub and GITHUB_TOKEN is set, both are pushed and the pull request opened, or the one open for the
// branch updated, by the same Octokit code as the hosted editor's (github-pull-request.ts). Otherwise,
// or when the push or GitHub fails, the proposal says in plain words what to do: the command that
// pushes, and where to open the pull request; its description is kept in `bodyFile` for that.
import { writeFileSync } from 'node:fs'
import { gitMessage } from '../git/run.ts'
import { githubFailure, openPullRequest, pullRequestDescription, type GitHubAccess, type PullRequestWanted } from './github-pull-request.ts'
import { githubOf, type Remote } from './pull-request.ts'
import { repoGit, type SiteRepo } from '../site/site-repo.ts'

/** The repository's remote: `origin`, else its first; none when it has none. */
async function remoteOf(repo: SiteRepo): Promise<Remote | undefined> {
  const git = repoGit(repo)
  const names = (await git(['remote'])).split('\n').filter(Boolean)
  const name = names.includes('origin') ? 'origin' : names[0]
  if (!name) return undefined
  const url = (await git(['remote', 'get-url', name])).trim()
  return { name, url, github: githubOf(url) }
}

export interface Handover { url?: string; commands?: string[]; note?: string }

const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

/** Pushes and opens the pull request, or says what to do. The description is written to `bodyFile`. */
export async function handOver(repo: SiteRepo, wanted: Omit<PullRequestWanted, 'repository' | 'base'>, bodyFile: string, { token = process.env.GITHUB_TOKEN, fetch }: GitHubAccess = {}): Promise<Handover> {
  const { branch, pictures } = wanted
  const remote = await remoteOf(repo)
  writeFileSync(bodyFile, pullRequestDescription(wanted.changes, wanted, remote?.github))
  const branches = [branch, ...(pictures ? [pictures.branch] : [])]
  const push = `git push -u ${remote?.name ?? 'origin'} ${branches.map(quoted).join(' ')}`
  if (!remote) return { commands: ['git remote add origin <the address of the repository>', push], note: `The repository has no remote yet: replace the address in the first command. Then open a pull request for ${branch} there; its description is in ${bodyFile}.` }
  const { github } = remote
  if (!github) return { commands: [push], note: `Then open a pull request (or merge request) for ${branch} where ${remote.url} is hosted; its description is in ${bodyFile}.` }
  const aPullRequest = `a pull request for ${branch} at https://github.com/${github.owner}/${github.name}/pull/new/${branch}; its description is in ${bodyFile}.`
  if (!token) return { commands: [push], note: `Then open ${aPullRequest} (With GITHUB_TOKEN set, the editor opens it itself.)` }
  try {
    await repoGit(repo)(['push', '--quiet', '-u', remote.name, ...branches])
  } catch (error) {
    return { commands: [push], note: `The branches could not be pushed: ${gitMessage(error)} Once they are, open ${aPullRequest}` }
  }
  try {
    return { url: (await openPullRequest(token, { ...wanted, repository: github }, fetch)).url }
  } catch (error) {
    return { note: `The branches are pushed, but the pull request could not be opened on GitHub: ${githubFailure(error, github)} Open ${aPullRequest}` }
  }
}
