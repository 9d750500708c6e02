// Vite plugin that turns site/ into modules the renderer imports:
//   virtual:site-config       the layout data (firm, header, footer, strings), the icons it uses and
//                             those the components draw themselves (renderer/ui/component-icons.ts)
//   virtual:site-routes       every route with a loader for its page module (one chunk per page)
//   virtual:site-page/<name>  one page's data and exactly the icons and images that page uses
// Each module's `images` gives, for every `image:` path in its data, the versions the build makes of
// it (renderer/build/site-images.ts); the dev server serves the same files at the same addresses.
// A validation problem fails the build, and in the dev server shows in the browser with its position.
import type { ServerResponse } from 'node:http'
import type { IconNode } from 'lucide-react'
import type { Plugin, ViteDevServer } from 'vite'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadSite, defaultSiteDir, type LoadResult, type Site } from '../../schema/load-site.ts'
import { formatProblem, problemCount } from '../../schema/problem.ts'
import type { SiteImage } from '../site-image.ts'
import { componentIcons } from '../ui/component-icons.ts'
import { problemsPage } from './dev-problems-page.ts'
import { siteImages, type SiteImages } from './site-images.ts'

const prefix = 'virtual:site-'

/** Every string under a field named `key` (`icon`, `image`) anywhere in the data. */
function valuesOf(key: string, data: unknown): string[] {
  const found = new Set<string>()
  const visit = (node: unknown, name?: string) => {
    if (name === key && typeof node === 'string') found.add(node)
    else if (Array.isArray(node)) node.forEach((n) => visit(n))
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) visit(v, k)
  }
  visit(data)
  return [...found].sort()
}

// The drawing of each icon is written into the module that uses it, so a page's icons arrive in its
// own chunk instead of one tiny file per icon.
async function iconDrawing(name: string): Promise<IconNode> {
  const module = await import(`lucide-react/icons/${name}`)
  // Its SVG elements and their attributes, without lucide's React keys.
  if (module.__iconData) return (module.__iconData.node as IconNode).map(([tag, { key: _key, ...attributes }]) => [tag, attributes])
  // An old name is a file that re-exports the icon under its new name.
  const source = readFileSync(fileURLToPath(import.meta.resolve(`lucide-react/icons/${name}`)), 'utf8')
  const renamed = /from '\.\/([a-z0-9-]+)\.mjs'/.exec(source)?.[1]
  if (!renamed) throw new Error(`Cannot find the drawing of icon "${name}" in lucide-react`)
  return iconDrawing(renamed)
}

// The drawings go into the page's icon sprite (renderer/ui/IconSprite.tsx); icons only point at them.
async function siteModule(data: unknown, exportName: string, allImages: SiteImages['images'], extraIcons: readonly string[] = []): Promise<string> {
  const names = [...new Set([...valuesOf('icon', data), ...extraIcons])]
  const drawings = await Promise.all(names.map(iconDrawing))
  const icons = Object.fromEntries(names.map((name, i) => [name, drawings[i]]))
  const images: Record<string, SiteImage> = Object.fromEntries(valuesOf('image', data).flatMap((path) => (allImages[path] ? [[path, allImages[path]]] : [])))
  const json = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`
  return `export const icons = ${json(icons)}\nexport const images = ${json(images)}\nexport const ${exportName} = ${json(data)}\n`
}

class SiteProblemsError extends Error {}

/** site/ as the build has already loaded it, handed to the plugin through Vite's inline config. */
interface LoadedSite {
  siteDir: string
  result: LoadResult
  images: SiteImages
}

declare module 'vite' {
  interface UserConfig {
    // scripts/build.ts validates site/ before Vite runs, then runs Vite twice (client and server
    // renderer), each with a plugin of its own: without this, a build read and checked every page
    // three times, which grows with the site.
    loadedSite?: LoadedSite
  }
}

// In the dev server, /images/... and /assets/images/... are the files siteImages lists (the build copies them).
const imageTypes: Record<string, string> = {
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg',
  '.webp': 'image/webp', '.avif': 'image/avif', '.gif': 'image/gif', '.ico': 'image/x-icon',
}
function decodedPath(url = '/'): string | undefined {
  try { return normalize(decodeURIComponent(URL.parse(url, 'http://dev')?.pathname ?? '/')) } catch { return undefined }
}
function sendImage(file: string | undefined, res: ServerResponse, next: () => void) {
  const type = file && imageTypes[extname(file).toLowerCase()]
  if (!file || !type || !existsSync(file) || !statSync(file).isFile()) return next()
  res.setHeader('Content-Type', type)
  res.end(readFileSync(file))
}

export function sitePlugin(siteDir = defaultSiteDir): Plugin {
  let loaded: LoadResult | undefined
  const current = (): LoadResult => (loaded ??= loadSite(siteDir))
  let images: Promise<SiteImages> | undefined
  const currentImages = (): Promise<SiteImages> => (images ??= siteImages(siteDir))
  const getSite = (): Site => {
    const result = current()
    if (!result.site) {
      throw new SiteProblemsError(`site/ has ${problemCount(result.problems.length)}:\n${result.problems.map(formatProblem).join('\n')}`)
    }
    return result.site
  }

  return {
    name: 'site-data',
    // The modules made here import lucide-react, which Vite's dependency scan cannot see: without
    // this, the dev server's first page view finds it late and reloads the page.
    config(userConfig) {
      const given = userConfig.loadedSite
      if (given?.siteDir === siteDir) [loaded, images] = [given.result, Promise.resolve(given.images)]
      return { optimizeDeps: { include: ['lucide-react'] } }
    },
    resolveId(id) {
      return id.startsWith(prefix) ? '\0' + id : undefined
    },
    async load(id) {
      if (!id.startsWith('\0' + prefix)) return undefined
      const name = id.slice(1 + prefix.length)
      const { config, pages } = getSite()
      const allImages = (await currentImages()).images
      if (name === 'config') return siteModule(config, 'config', allImages, componentIcons)
      if (name === 'routes') {
        const entries = pages.map(({ name: page, page: { path, noindex } }) =>
          `{ path: ${JSON.stringify(path)}, name: ${JSON.stringify(page)}, noindex: ${Boolean(noindex)}, load: () => import(${JSON.stringify(`${prefix}page/${page}`)}) }`)
        return `export const routes = [\n${entries.join(',\n')}\n]\n`
      }
      const page = pages.find((p) => `page/${p.name}` === name)
      if (page) return siteModule(page.page, 'page', allImages)
      throw new Error(`No site module ${name}`)
    },
    configureServer(server: ViteDevServer) {
      // Vite's watcher takes no globs (it watches paths literally), so the whole folder is added.
      server.watcher.add(siteDir)
      const reload = (file: string) => {
        if (!file.startsWith(join(siteDir, sep))) return
        loaded = undefined
        images = undefined
        for (const mod of server.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith('\0' + prefix)) server.moduleGraph.invalidateModule(mod)
        }
        const { problems } = current()
        if (problems.length) server.config.logger.error(`site/ has ${problemCount(problems.length)}:\n${problems.map(formatProblem).join('\n')}`, { timestamp: true })
        server.ws.send({ type: 'full-reload' })
      }
      server.watcher.on('change', reload)
      server.watcher.on('add', reload)
      server.watcher.on('unlink', reload)
      // Vite's own error overlay needs the page's script to run, and the page's script needs the site
      // data: while site/ has problems, a page request gets a page listing them instead, which reloads
      // itself on the next save.
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const path = decodedPath(req.url)
        if (path?.startsWith('/images/') || path?.startsWith('/assets/images/')) {
          currentImages().then(({ files }) => sendImage(files.get(path), res, next), next)
          return
        }
        if (!req.headers.accept?.includes('text/html')) return next()
        const { problems } = current()
        if (!problems.length) return next()
        res.statusCode = 500
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Cache-Control', 'no-store')
        res.end(problemsPage(problems))
      })
    },
  }
}
