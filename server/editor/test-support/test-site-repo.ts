// For tests and benchmarks: a git repository whose one commit holds a copy of a site in `site/`, as the
// editor finds the site of a project (its review compares with that commit).
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface SiteRepository {
  top: string
  siteDir: string
  git(...args: string[]): string
}

export function siteRepository(from: string): SiteRepository {
  const top = mkdtempSync(join(tmpdir(), 'site-repo-'))
  const git = (...args: string[]) => execFileSync('git', args, { cwd: top, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
  cpSync(from, join(top, 'site'), { recursive: true })
  git('init', '--quiet', '-b', 'main')
  git('config', 'user.name', 'Test Editor')
  git('config', 'user.email', 'editor@example.test')
  git('add', '.')
  git('commit', '--quiet', '-m', 'The site')
  return { top, siteDir: join(top, 'site'), git }
}
