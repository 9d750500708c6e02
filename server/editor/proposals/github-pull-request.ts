// The editor's one way to a pull request on GitHub, local and hosted alike: where the repository is on
// GitHub (https://github.com/<owner>/<repo>(.git) or git@github.com:<owner>/<repo>.git) and GITHUB_TOKEN
// is set, a proposal's branch, once pushed, gets its pull request through GitHub's REST API
// (@octokit/rest), its description the list of changes and the links to its pictures (on their branch
// beside it, never merged). A branch that grows with a second proposal already has one open:
// that one is updated, its list holding the earlier changes and the new ones. Elsewhere, or when GitHub
// fails, the change waits on its branch all the same, and the answer says so in plain words.
// Locally the branches are the working repository's: with a token they are pushed to its `origin` first;
// without one, or elsewhere, the answer gives the command that pushes them and where to open the pull request.
import { Octokit } from '@octokit/rest'
import { writeFileSync } from 'node:fs'
import { pictureFolderOf } from '../../../schema/route-file.ts'
import { type RouteChanges } from '../../../scripts/changes/routes.ts'
import { widths } from '../../../scripts/changes/screenshots.ts'
import { gitIn, gitMessage, shellWord } from '../git/run.ts'
import { commitMessage } from './site-remote-propose.ts'

/** The GitHub repository a remote's URL names (https with or without .git, or ssh), else undefined. */
export function githubOf(url: string) {
  const match = /^(?:https:\/\/|ssh:\/\/git@|git@)github\.com[:/]([^/]+)\/(.+?)(?:\.git)?\/?$/.exec(url)
  return match ? { owner: match[1], name: match[2] } : undefined
}

type GitHubRepository = NonNullable<ReturnType<typeof githubOf>>

/** The changes, then each changed page's pictures under its title (linked on GitHub's pictures branch where it is there, else by their file). */
export function pullRequestBody(
  changes: string[],
  routes: (RouteChanges & { titles?: Record<string, string> }) | undefined,
  shots: string[],
  pictures: string | undefined,
  github: GitHubRepository | undefined,
): string {
  const lines = ['## Changes', '', ...changes.map((c) => `- ${c}`), '']
  if (!routes || !pictures) return lines.join('\n')
  const link = (file: string) => (github ? `https://github.com/${github.owner}/${github.name}/blob/${pictures}/${file}?raw=true` : file)
  // A page is named as the site's visitors know it, its address beside it for whoever looks for the file.
  const title = (route: string) => routes.titles?.[route] ?? route
  lines.push(
    '## Before and after',
    '',
    `Screenshots at ${widths.map((w) => `${w} px`).join(' and ')} wide, on the branch \`${pictures}\` (not to be merged).`,
    '',
  )
  for (const route of [...routes.changed, ...routes.added, ...routes.removed]) {
    const alike = routes.alike?.[route]
    lines.push(
      routes.titles?.[route] ? `### ${title(route)} (\`${route}\`)` : `### \`${route}\``,
      '',
      ...(alike ? [`The same change shows on ${alike.map(title).join(', ')}.`, ''] : []),
      '| | Before | After |',
      '| --- | --- | --- |',
    )
    for (const width of widths) {
      const cell = (name: string) => {
        const file = `${pictureFolderOf(route)}/${name}-${width}.png`
        return shots.includes(file) ? `![${title(route)}, ${name}, ${width} px](${link(file)})` : ''
      }
      lines.push(`| ${width} px | ${cell('before')} | ${cell('after')} |`)
    }
    lines.push('')
  }
  return lines.join('\n')
}

export interface PullRequestWanted {
  repository: GitHubRepository
  /** The proposal's branch (the pull request's head) and the branch it goes into: when left out (the
   * local editor, which knows no remote's default branch offline), the one GitHub names as the default. */
  branch: string
  base?: string
  /** Every change of this proposal, in the editor's words. */
  changes: string[]
  /** Who sent it, named in the description. */
  sentBy: string
  /** Its before and after pictures, on their branch (pictures-branch.ts), linked in the description. */
  pictures?: { branch: string; routes?: RouteChanges; shots: string[] }
}

/** The REST API's version every request names (GitHub's `X-GitHub-Api-Version`). */
export const githubApiVersion = '2022-11-28'
const timeoutMs = 20_000

/** The changes a description of ours lists (its `- ` lines under "## Changes"). */
export function listedChanges(body: string | null | undefined): string[] {
  const lines = (body ?? '').split('\n')
  const start = lines.indexOf('## Changes')
  if (start < 0) return []
  const end = lines.findIndex((line, i) => i > start && line.startsWith('#'))
  return lines.slice(start + 1, end < 0 ? undefined : end).flatMap((line) => (line.startsWith('- ') ? [line.slice(2)] : []))
}

/** The pull request's description: its pictures linked on GitHub when it is there, else by their file. */
const pullRequestDescription = (changes: string[], { sentBy, pictures }: Pick<PullRequestWanted, 'sentBy' | 'pictures'>, repository?: GitHubRepository) =>
  `${pullRequestBody(changes, pictures?.routes, pictures?.shots ?? [], pictures?.branch, repository)}\nSent for review by ${sentBy} in the site's editor.\n`

/** GITHUB_TOKEN, and the fetch Octokit sends its requests with (the tests record them). */
export interface GitHubAccess {
  token?: string
  fetch?: typeof globalThis.fetch
}

/**
 * Opens the pull request of `wanted.branch`, or updates the one open for it. `fetch` is the one Octokit
 * sends its requests with (the tests record them; GitHub is never imitated).
 */
export async function openPullRequest(token: string, wanted: PullRequestWanted, fetch: typeof globalThis.fetch = globalThis.fetch) {
  const { owner, name: repo } = wanted.repository
  const octokit = new Octokit({ auth: token, userAgent: 'site-editor', request: { fetch } })
  const common = { owner, repo, headers: { 'x-github-api-version': githubApiVersion }, request: { signal: AbortSignal.timeout(timeoutMs) } }
  const { data: open } = await octokit.rest.pulls.list({ ...common, head: `${owner}:${wanted.branch}`, state: 'open', per_page: 1 })
  const earlier = open[0]
  const changes = [...new Set([...listedChanges(earlier?.body), ...wanted.changes])]
  const title = commitMessage(changes).split('\n')[0]!
  const body = pullRequestDescription(changes, wanted, wanted.repository)
  if (earlier) {
    const { data } = await octokit.rest.pulls.update({ ...common, pull_number: earlier.number, title, body })
    return { number: data.number, url: data.html_url, how: 'updated' as const }
  }
  const base = wanted.base ?? (await octokit.rest.repos.get(common)).data.default_branch
  const { data } = await octokit.rest.pulls.create({ ...common, head: wanted.branch, base, title, body })
  return { number: data.number, url: data.html_url, how: 'opened' as const }
}

type OctokitFailure = { status?: number; message?: string; response?: { data?: { errors?: { message?: string }[] } } }

/** Why GitHub did not take the pull request, in plain words. */
function githubFailure(error: unknown, { owner, name }: GitHubRepository): string {
  const { status, message = String(error), response } = (error ?? {}) as OctokitFailure
  const said = response?.data?.errors?.flatMap((e) => e.message || []).join('; ')
  if (!response) return `GitHub could not be reached (${message}).`
  if (status === 401) return 'GitHub did not accept GITHUB_TOKEN: it may have expired or been revoked. Whoever runs the editor can set a new one.'
  if (status === 403)
    return `GITHUB_TOKEN may not open pull requests on ${owner}/${name} (${message}): it needs the "Pull requests: read and write" permission on that repository.`
  if (status === 404) return `GitHub shows no repository ${owner}/${name} to GITHUB_TOKEN: the token has no access to it, or EDITOR_REPO names it wrongly.`
  if (status === 422) return `GitHub refused the pull request: ${said || message}.`
  return `GitHub answered ${status ?? 'with an error'}: ${message}.`
}

/** Where a proposal's pictures are, in the words of its note. */
export const picturesAreOn = (branch: string) => `Its before and after pictures are on the branch ${branch}.`

/** Where the proposal's branches are: the site's repository (`url`); locally, the working repository
 * (`workingTree`, its top folder) whose `origin` they are pushed to, the description kept in `descriptionFile`. */
export type ReviewPlace = { url: string } | { workingTree: string; descriptionFile: string }

/** The working repository's `origin` (else its first remote): its name and address. */
async function originOf(top: string) {
  const names = (await gitIn(top)(['remote'])).split('\n').filter(Boolean)
  const name = names.includes('origin') ? 'origin' : names[0]
  return name ? { name, url: (await gitIn(top)(['remote', 'get-url', name])).trim() } : undefined
}

/** The pull request opened or updated on GitHub, in words; or why GitHub did not take it. */
async function onGitHub(repository: GitHubRepository, token: string, wanted: Omit<PullRequestWanted, 'repository'>, fetch: GitHubAccess['fetch']) {
  try {
    const { url, number, how } = await openPullRequest(token, { ...wanted, repository }, fetch)
    return { url, what: how === 'opened' ? `Pull request #${number} is open on GitHub for it` : `Pull request #${number} on GitHub now holds it too` }
  } catch (error) {
    return { failure: githubFailure(error, repository) }
  }
}

/**
 * What the answer to "Send for review" says once `branch` is on the site's repository: the pull request
 * opened or updated where the repository is on GitHub and a token is set; otherwise, or when GitHub
 * fails, that the change waits on its branch (and why there is no pull request). Locally, the branches
 * are pushed to the working repository's remote first, or the answer says how.
 */
export async function handOverForReview(
  place: ReviewPlace,
  wanted: Omit<PullRequestWanted, 'repository'>,
  { token = process.env.GITHUB_TOKEN, fetch }: GitHubAccess = {},
): Promise<{ url?: string; note: string; commands?: string[] }> {
  const { branch, pictures } = wanted
  const shown = pictures ? ` ${picturesAreOn(pictures.branch)}` : ''
  if ('url' in place) {
    const waiting = `Sent for review: the change waits on the branch ${branch} until a publisher publishes it.${shown}`
    const repository = githubOf(place.url)
    if (!repository || !token) return { note: waiting }
    const pull = await onGitHub(repository, token, wanted, fetch)
    if (pull.failure) return { note: `${waiting} The pull request could not be opened on GitHub: ${pull.failure}` }
    return { url: pull.url, note: `${waiting} ${pull.what}: ${pull.url}` }
  }
  const remote = await originOf(place.workingTree)
  const github = remote && githubOf(remote.url)
  writeFileSync(place.descriptionFile, pullRequestDescription(wanted.changes, wanted, github))
  const branches = [branch, ...(pictures ? [pictures.branch] : [])]
  const push = `git push -u ${remote?.name ?? 'origin'} ${branches.map(shellWord).join(' ')}`
  const described = `its description is in ${place.descriptionFile}.`
  if (!remote)
    return {
      commands: ['git remote add origin <the address of the repository>', push],
      note: `The repository has no remote yet: replace the address in the first command. Then open a pull request for ${branch} there; ${described}`,
    }
  if (!github) return { commands: [push], note: `Then open a pull request (or merge request) for ${branch} where ${remote.url} is hosted; ${described}` }
  const aPullRequest = `a pull request for ${branch} at https://github.com/${github.owner}/${github.name}/pull/new/${branch}; ${described}`
  if (!token) return { commands: [push], note: `Then open ${aPullRequest} (With GITHUB_TOKEN set, the editor opens it itself.)` }
  try {
    await gitIn(place.workingTree)(['push', '--quiet', '-u', remote.name, ...branches])
  } catch (error) {
    return { commands: [push], note: `The branches could not be pushed: ${gitMessage(error)} Once they are, open ${aPullRequest}` }
  }
  const pull = await onGitHub(github, token, wanted, fetch)
  if (pull.failure) return { note: `The branches are pushed, but the pull request could not be opened on GitHub: ${pull.failure} Open ${aPullRequest}` }
  return { url: pull.url, note: `${pull.what}: ${pull.url}${shown}` }
}
