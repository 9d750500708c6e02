// The changes from the site as a given commit holds it to the site as saved, in plain words: what a
// commit added on top of a proposal's branch says, when the branch is not HEAD (the review compares
// with HEAD, committed-site.ts).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { changeWords } from './change-words.ts'
import { dataByName, readSiteFiles } from './site-files.ts'
import type { SiteRepo } from './site-repo.ts'
import { refuseStrays } from './unpacked-site.ts'

const dataOf = (dir: string) => dataByName(readSiteFiles(dir))

/** The changes from `commit`'s site folder to `siteDir`; undefined when the commit has no site folder (or one with a link). */
export function changesSince(repo: SiteRepo, siteDir: string, commit: string): string[] | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'site-edit-at-'))
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', `${commit}:${repo.prefix}`], { cwd: repo.top, maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'pipe'] })
    execFileSync('tar', ['-x', '-C', dir], { input: archive })
    refuseStrays(dir)
    return changeWords(dataOf(dir), dataOf(siteDir))
  } catch {
    return undefined
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
