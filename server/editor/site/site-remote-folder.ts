// The hosted editor's site folder: the remote's newest default branch, written out as plain files in
// one place (DATA_DIR/site-remote/site) that the editor renders and checks like any site folder. It is
// fetched again when a person opens a page (at most every few seconds), and only the files that differ
// are written, so the watch on the folder (site-state.ts) sees a real change and the editors' pages
// take it in place, their drafts carried over to the new words (saved-drafts.ts).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { siteEntries } from '../../../schema/site-entries.ts'
import { exportSite, fetchSite, type RemoteTip, type SiteRemote } from './site-remote.ts'

const fetchEveryMs = 5000

// Plain files only, on both sides: the export holds no link (git/export.ts), and none is followed.
const filesUnder = (dir: string) => siteEntries(dir).files

/** Makes `dir` hold exactly the files of `from`, writing only those that differ. */
function mirror(from: string, dir: string) {
  const wanted = new Set(filesUnder(from))
  for (const name of filesUnder(dir)) if (!wanted.has(name)) rmSync(join(dir, name))
  for (const name of wanted) {
    const bytes = readFileSync(join(from, name))
    const target = join(dir, name)
    if (existsSync(target) && readFileSync(target).equals(bytes)) continue
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, bytes)
  }
}

export type RemoteSiteFolder = Awaited<ReturnType<typeof remoteSiteFolder>>

export async function remoteSiteFolder(remote: SiteRemote, folder: string) {
  const dir = join(folder, 'site')
  let last: { at: number; tip: Promise<RemoteTip> } | undefined
  /** The commit the folder holds now: version(). */
  let held: string | undefined
  /** Fetches the remote (unless it was a moment ago, or `now`) and brings the folder to its newest default branch. */
  const refresh = (now = false): Promise<RemoteTip> => {
    if (last && !now && Date.now() - last.at < fetchEveryMs) return last.tip
    const tip = fetchSite(remote).then(async (found) => {
      mirror(await exportSite(remote, found.commit, join(folder, 'exports')), dir)
      held = found.commit
      return found
    })
    last = { at: Date.now(), tip }
    // A failed fetch is tried again at the next page opened.
    tip.catch(() => {
      last = undefined
    })
    return tip
  }
  await refresh()
  return { dir, refresh, version: (): string | undefined => held }
}
