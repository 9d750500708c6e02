// Each page's outputs: its data file (assets/<name>-<hash>.json, renderer/page-data.ts), its HTML with
// the CSS of its first paint inlined, and the route index. A page's HTML depends on the bundle (the
// code, site.yaml, the stylesheet: SiteBundle.key) and on its own data, and nothing else, so it is kept
// under the hash of the two: after an edit of one page only that page is rendered, inlined and
// compressed again; after an edit of site.yaml (a new bundle key) every page is.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { pageModule } from '../../renderer/build/site-data.ts'
import type { SiteImages } from '../../renderer/build/site-images.ts'
import { routeIndexPath, type RouteIndex } from '../../renderer/page-data.ts'
import type { PageModule } from '../../renderer/page-module.ts'
import type { Site } from '../../schema/load-site.ts'
import { htmlFileOf } from '../../schema/route-file.ts'
import { composePage } from './compose-page.ts'
import { contentCache, defaultCacheRoot } from './content-cache.ts'
import { readManifest, routeModules } from './route-modules.ts'
import type { SiteBundle } from './site-bundle.ts'

type Renderer = { render(path: string, data: PageModule): Promise<{ html: string; jsonLd: string }> }

// How a page is made, apart from the bundle: these files' sources. A change to one of them makes
// every page again.
const pageMaker = ['page-outputs.ts', 'compose-page.ts', 'inline-critical-css.ts', 'route-modules.ts']
  .map((file) => readFileSync(join(import.meta.dirname, file), 'utf8'))
  .join('\0')

/** Where a page's data is: named after its content (8 characters, as Vite names its assets). */
function dataFileOf(name: string, json: string): string {
  return `assets/${name}-${createHash('sha256').update(json).digest('base64url').slice(0, 8)}.json`
}

export interface WrittenFile {
  file: string
  data: Buffer
  fromCache: boolean
}

/**
 * Writes every page's data file and HTML into `clientDir` and the route index; `written` hears of
 * each file as it is written (the build compresses it at once).
 */
export async function writePageOutputs(
  site: Site,
  images: SiteImages,
  bundle: SiteBundle,
  clientDir: string,
  written: (file: WrittenFile) => void,
  cacheRoot = defaultCacheRoot,
): Promise<void> {
  const cache = contentCache('page', pageMaker, cacheRoot)
  // Read before the home page's index.html takes the template's place.
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8')
  const manifest = readManifest(join(clientDir, '.vite', 'manifest.json'))
  // Loaded only if a page must be rendered: the server renderer and beasties take a while to import.
  let make: { renderer: Renderer; inline: (html: string) => Promise<string> } | undefined
  const tools = async () => {
    if (!make) {
      const { criticalCssInliner } = await import('./inline-critical-css.ts')
      make = { renderer: (await import(pathToFileURL(bundle.serverEntry).href)) as Renderer, inline: criticalCssInliner(clientDir) }
    }
    return make
  }

  const index: RouteIndex = {}
  mkdirSync(join(clientDir, 'assets'), { recursive: true })
  for (const { name, page } of site.pages) {
    const data = await pageModule(page, images.images)
    const json = JSON.stringify(data)
    const dataFile = dataFileOf(name, json)
    index[page.path] = `/${dataFile}`
    const dataBytes = Buffer.from(json)
    writeFileSync(join(clientDir, dataFile), dataBytes)
    written({ file: dataFile, data: dataBytes, fromCache: true })

    const { data: html, fromCache } = await cache.get([bundle.key, page.path, dataFile, json], async () => {
      const { renderer, inline } = await tools()
      const rendered = { ...(await renderer.render(page.path, data)), modules: routeModules(manifest, page), data: `/${dataFile}` }
      return Buffer.from(await inline(composePage(template, rendered)))
    })
    const file = htmlFileOf(page.path)
    mkdirSync(join(clientDir, file, '..'), { recursive: true })
    writeFileSync(join(clientDir, file), html)
    written({ file, data: html, fromCache })
  }
  const indexBytes = Buffer.from(JSON.stringify(index))
  writeFileSync(join(clientDir, routeIndexPath), indexBytes)
  written({ file: routeIndexPath.slice(1), data: indexBytes, fromCache: true })
}
