// Hands a proposal's branch over. The pictures go in a commit of their own on a branch beside it
// (<branch>-pictures, holding nothing but the PNGs, never merged), so the pull request can show them
// without putting them in the site's history: its description links each picture on that branch.
// Where the remote is on GitHub and `gh auth status` succeeds, both branches are pushed and the pull
// request opened with `gh pr create`; otherwise the proposal shows the exact commands to run.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { folderOf, type RouteChanges } from '../../../scripts/changes/routes.ts'
import { widths } from '../../../scripts/changes/screenshots.ts'
import { commitTree } from '../git/commit-files.ts'
import { picturesTree } from '../git/pictures-tree.ts'
import { commitAt } from '../git/refs.ts'
import { identity } from './propose-branch.ts'
import { repoGit, type SiteRepo } from '../site/site-repo.ts'

/** Commits the PNGs of the folder on `<branch>-pictures` without touching the index or the working tree. */
export async function commitPictures(repo: SiteRepo, branch: string, folder: string): Promise<string> {
  const pictures = `${branch}-pictures`
  const git = repoGit(repo)
  const parent = await commitAt(git, `refs/heads/${pictures}`)
  const tree = await picturesTree(git, folder)
  const commit = await commitTree(git, { tree, parents: parent ? [parent] : [], message: `Pictures for ${branch} (not to be merged)`, identity: identity(repo) })
  await git(['update-ref', `refs/heads/${pictures}`, commit])
  return pictures
}

interface Remote { name: string; url: string; github?: { owner: string; name: string } }

export async function remoteOf(repo: SiteRepo): Promise<Remote | undefined> {
  const git = repoGit(repo)
  const names = (await git(['remote'])).split('\n').filter(Boolean)
  const name = names.includes('origin') ? 'origin' : names[0]
  if (!name) return undefined
  const url = (await git(['remote', 'get-url', name])).trim()
  return { name, url, github: githubOf(url) }
}

/** The owner and name of a GitHub repository from its remote's URL (https or ssh), else undefined. */
export function githubOf(url: string): Remote['github'] {
  const match = /^(?:https:\/\/|ssh:\/\/git@|git@)github\.com[:/]([^/]+)\/(.+?)(?:\.git)?\/?$/.exec(url)
  return match ? { owner: match[1], name: match[2] } : undefined
}

export function pullRequestBody(changes: string[], routes: RouteChanges | undefined, shots: string[], pictures: string | undefined, remote: Pick<Remote, 'github'> | undefined): string {
  const lines = ['## Changes', '', ...changes.map((c) => `- ${c}`), '']
  if (!routes || !pictures) return lines.join('\n')
  const link = (file: string) => (remote?.github ? `https://github.com/${remote.github.owner}/${remote.github.name}/blob/${pictures}/${file}?raw=true` : file)
  lines.push('## Before and after', '', `Screenshots at ${widths.map((w) => `${w} px`).join(' and ')} wide, on the branch \`${pictures}\` (not to be merged).`, '')
  for (const route of [...routes.changed, ...routes.added, ...routes.removed]) {
    const alike = routes.alike?.[route]
    lines.push(`### \`${route}\``, '', ...(alike ? [`The same change shows on ${alike.map((r) => `\`${r}\``).join(', ')}.`, ''] : []), '| | Before | After |', '| --- | --- | --- |')
    for (const width of widths) {
      const cell = (name: string) => {
        const file = `${folderOf(route)}/${name}-${width}.png`
        return shots.includes(file) ? `![${route} ${name} ${width} px](${link(file)})` : ''
      }
      lines.push(`| ${width} px | ${cell('before')} | ${cell('after')} |`)
    }
    lines.push('')
  }
  return lines.join('\n')
}

const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

function ghSignedIn(): boolean {
  try {
    execFileSync('gh', ['auth', 'status'], { stdio: 'ignore', timeout: 20_000 })
    return true
  } catch {
    return false
  }
}

export interface Handover { url?: string; commands?: string[]; note?: string }

/** Pushes and opens the pull request, or says what to run. `bodyFile` holds the description. */
export async function handOver(repo: SiteRepo, branch: string, pictures: string | undefined, title: string, bodyFile: string, body: string): Promise<Handover> {
  writeFileSync(bodyFile, body)
  const remote = await remoteOf(repo)
  const branches = [branch, ...(pictures ? [pictures] : [])]
  if (remote?.github && ghSignedIn()) {
    await repoGit(repo)(['push', '--quiet', '-u', remote.name, ...branches])
    const url = execFileSync('gh', ['pr', 'create', '--head', branch, '--title', title, '--body-file', bodyFile], { cwd: repo.top, encoding: 'utf8' }).trim().split('\n').at(-1)
    return { url }
  }
  const push = `git push -u ${remote?.name ?? 'origin'} ${branches.map(quoted).join(' ')}`
  if (!remote) return { commands: ['git remote add origin <the address of the repository>', push], note: `The repository has no remote yet: replace the address in the first command. Then open a pull request for ${branch} there; its description is in ${bodyFile}.` }
  if (remote.github) return { commands: ['gh auth login', push, `gh pr create --head ${quoted(branch)} --title ${quoted(title)} --body-file ${quoted(bodyFile)}`] }
  return { commands: [push], note: `Then open a pull request (or merge request) for ${branch} where ${remote.url} is hosted; its description is in ${bodyFile}.` }
}
