// site/ as the editor serves it, read again only after it changed: a watch on the folder counts every
// change (the editor's own saves, a hand edit, a git pull), and the page asks for that count to reload
// itself when it moves, as the development server did. The files, the site and its photos' versions
// are read on the first request after a change, so a check of drafts reads and parses nothing that
// did not change (draft-check.ts parses again only the files whose text did).
import { watch } from 'node:fs'
import { siteImages, type SiteImages } from '../../renderer/build/site-images.ts'
import { loadSite, type LoadResult } from '../../schema/load-site.ts'
import { readSite } from './site-files.ts'

export interface SiteState {
  version(): number
  /** The site files as saved now (site-files.ts), and those the editor will not open. */
  files(): ReturnType<typeof readSite>
  /** Says the editor wrote site/ itself: read it again now rather than when the watch tells. */
  changed(): void
  loaded(): LoadResult
  images(): Promise<SiteImages>
  close(): void
}

export function siteState(siteDir: string): SiteState {
  let version = 1
  let files: ReturnType<typeof readSite> | undefined
  let loaded: LoadResult | undefined
  let images: Promise<SiteImages> | undefined
  const changed = () => {
    version++
    files = undefined
    loaded = undefined
    images = undefined
  }
  const watcher = watch(siteDir, { recursive: true }, changed)
  return {
    version: () => version,
    files: () => (files ??= readSite(siteDir)),
    changed,
    loaded: () => (loaded ??= loadSite(siteDir)),
    images: () => (images ??= siteImages(siteDir)),
    close: () => watcher.close(),
  }
}
