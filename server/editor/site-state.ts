// site/ as the editor serves it, read again only after it changed: a watch on the folder counts every
// change (the editor's own saves, a hand edit, a git pull), and the page asks for that count to reload
// itself when it moves, as the development server did. The site and its photos' versions are loaded
// on the first request after a change.
import { watch } from 'node:fs'
import { siteImages, type SiteImages } from '../../renderer/build/site-images.ts'
import { loadSite, type LoadResult } from '../../schema/load-site.ts'

export interface SiteState {
  version(): number
  loaded(): LoadResult
  images(): Promise<SiteImages>
  close(): void
}

export function siteState(siteDir: string): SiteState {
  let version = 1
  let loaded: LoadResult | undefined
  let images: Promise<SiteImages> | undefined
  const watcher = watch(siteDir, { recursive: true }, () => {
    version++
    loaded = undefined
    images = undefined
  })
  return {
    version: () => version,
    loaded: () => (loaded ??= loadSite(siteDir)),
    images: () => (images ??= siteImages(siteDir)),
    close: () => watcher.close(),
  }
}
