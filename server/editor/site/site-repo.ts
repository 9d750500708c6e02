// The git repository that holds the edited site folder (SITE_DIR may be any folder, inside a
// repository or not), and the editor's own folder for what it keeps between sessions: inside that
// repository's .git directory, so it is never in site/ and never committed; for a site outside git, in
// node_modules/.cache (ignored by git), one folder per site.
import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { projectRoot } from '../../../schema/load-site.ts'
import { gitIn, runGitSync, type Git } from '../git/run.ts'

export interface SiteRepo {
  /** The repository's top folder. */
  top: string
  gitDir: string
  /** The site folder inside the repository, with a trailing / ('' when it is the top). */
  prefix: string
}

/** git in the repository's top folder. */
export const repoGit = (repo: SiteRepo): Git => gitIn(repo.top)

export function siteRepo(siteDir: string): SiteRepo | undefined {
  try {
    const [top, gitDir] = runGitSync(siteDir, ['rev-parse', '--show-toplevel', '--absolute-git-dir']).trim().split('\n')
    const inside = relative(top, siteDir).split('\\').join('/')
    return { top, gitDir, prefix: inside ? `${inside}/` : '' }
  } catch {
    return undefined
  }
}

/** The commit HEAD names, or undefined in a repository with no commit yet. */
export function headCommit(repo: SiteRepo): string | undefined {
  try {
    return runGitSync(repo.top, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']).trim() || undefined
  } catch {
    return undefined
  }
}

/** The editor's folder for this site (drafts, the review's builds and pictures). */
export function editorStore(siteDir: string): string {
  const repo = siteRepo(siteDir)
  const dir = repo
    ? join(repo.gitDir, 'site-editor', createHash('sha1').update(repo.prefix).digest('hex').slice(0, 12))
    : join(projectRoot, 'node_modules', '.cache', 'site-editor', createHash('sha1').update(siteDir).digest('hex').slice(0, 12))
  mkdirSync(dir, { recursive: true })
  return dir
}
