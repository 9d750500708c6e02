// What a local proposal's pull request holds. The pictures go in a commit of their own on a branch beside
// it (<branch>-pictures, holding nothing but the PNGs, never merged), so the pull request can show them
// without putting them in the site's history: its description links each picture on that branch.
// Handing the branches over: local-hand-over.ts.
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

export interface GitHubRepository { owner: string; name: string }

export interface Remote { name: string; url: string; github?: GitHubRepository }

/** The GitHub repository a remote's URL names (https with or without .git, or ssh), else undefined. */
export function githubOf(url: string): GitHubRepository | undefined {
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
