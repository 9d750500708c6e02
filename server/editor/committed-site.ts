// The site as committed, which the review compares with: the site folder at the repository's HEAD,
// written once per commit into the editor's folder. A site outside git (or not committed yet) is
// compared with itself as saved, so the review lists the unsaved edits.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { editorStore, headCommit, siteRepo } from './site-repo.ts'
import { refuseStrays } from './unpacked-site.ts'

export interface CommittedSite {
  dir: string
  /** The commit it was taken from; undefined when it is the site folder itself. */
  commit?: string
}

export function committedSite(siteDir: string): CommittedSite {
  const repo = siteRepo(siteDir)
  const commit = repo && headCommit(repo)
  if (!repo || !commit) return { dir: siteDir }
  const dir = join(editorStore(siteDir), 'committed', commit)
  if (existsSync(dir)) return { dir, commit }
  // Only the newest commit's copy is kept.
  rmSync(join(dir, '..'), { recursive: true, force: true })
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', `${commit}:${repo.prefix}`], { cwd: repo.top, maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'pipe'] })
    // Written beside, then renamed: a half-written folder is never taken for a whole one.
    const partial = `${dir}.partial`
    rmSync(partial, { recursive: true, force: true })
    mkdirSync(partial, { recursive: true })
    execFileSync('tar', ['-x', '-C', partial], { input: archive })
    refuseStrays(partial)
    renameSync(partial, dir)
    return { dir, commit }
  } catch {
    return { dir: siteDir } // the site folder is not in that commit yet, or holds a link (refused, never read)
  }
}
