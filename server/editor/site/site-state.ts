// site/ as the editor serves it, read again only after it changed. What changed is told by the folder
// itself: every entry's name, size and time of change, looked at when asked (the page asks every second
// to take site/ again when it changed; a check asks first). A count of events from a watch would come
// late: a page opened just after a save saw its own version move under it, and read the site again in
// the middle of the typing. The files, the site and its photos' versions are read
// on the first request after a change, so a check of drafts reads and parses nothing that did not
// change (draft-check.ts parses again only the files whose text did).
import { createHash } from 'node:crypto'
import { lstatSync } from 'node:fs'
import { join } from 'node:path'
import { siteImages, type SiteImages } from '../../../renderer/build/site-images.ts'
import { loadSite, type LoadResult } from '../../../schema/load-site.ts'
import { siteEntries } from '../../../schema/site-entries.ts'
import { readSite } from './site-files.ts'

export type SiteState = ReturnType<typeof siteState>

/** Every file and stray under `dir` (links not followed: a link put there is a problem to show) with its size and time of change, as one digest. */
function signature(dir: string): string {
  const hash = createHash('sha1')
  const { files, strays } = siteEntries(dir)
  for (const name of [...files, ...strays.map((stray) => stray.path)].sort()) {
    const stats = lstatSync(join(dir, name), { throwIfNoEntry: false, bigint: true })
    hash.update(`${name}\0${stats?.size}\0${stats?.ctimeNs}\0${stats?.mtimeNs}\0${stats?.ino}\n`)
  }
  return hash.digest('hex')
}

export function siteState(siteDir: string) {
  let version = 0
  let seen = ''
  let read: { files?: ReturnType<typeof readSite>; loaded?: LoadResult; images?: Promise<SiteImages> } = {}
  /** Forgets what was read when site/ is not as it was. */
  const look = () => {
    const now = signature(siteDir)
    if (now === seen) return
    seen = now
    version++
    read = {}
  }
  look()
  return {
    /** A count that moves whenever site/ changes on disk. */
    version: () => (look(), version),
    /** The site files as saved now (site-files.ts), and those the editor will not open. */
    files: () => (look(), (read.files ??= readSite(siteDir))),
    loaded: () => (look(), (read.loaded ??= loadSite(siteDir))),
    images: () => (look(), (read.images ??= siteImages(siteDir))),
  }
}
