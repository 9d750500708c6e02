// The changes from the site as a given commit holds it to the site as saved, in plain words: what a
// commit added on top of a proposal's branch says, when the branch is not HEAD (the review compares
// with HEAD, committed-site.ts).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { changeWords } from '../review/change-words.ts'
import { exportTree } from '../git/export.ts'
import { dataByName, readSiteFiles } from '../site/site-files.ts'
import { repoGit, type SiteRepo } from '../site/site-repo.ts'

const dataOf = (dir: string) => dataByName(readSiteFiles(dir))

/** The changes from `commit`'s site folder to `siteDir`; undefined when the commit has no site folder (or one with a link). */
export async function changesSince(repo: SiteRepo, siteDir: string, commit: string): Promise<string[] | undefined> {
  const dir = await mkdtemp(join(tmpdir(), 'site-edit-at-'))
  try {
    await exportTree(repoGit(repo), commit, repo.prefix, join(dir, 'site'))
    return changeWords(dataOf(join(dir, 'site')), dataOf(siteDir))
  } catch {
    return undefined
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
