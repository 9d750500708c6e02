// Vite plugin that turns site/ into what the renderer reads:
//   virtual:site-config   the layout data (firm, header, footer, strings), the icons it uses and those
//                         the components draw themselves (renderer/ui/component-icons.ts): the only
//                         part of site/ in the bundle
//   in the dev server, the route index and each page's data as JSON (renderer/page-data.ts), made on
//   request; the build writes the same as files (scripts/build/page-outputs.ts).
// The dev server serves the images' versions at the addresses the build gives them.
// A validation problem fails the build, and in the dev server shows in the browser with its position.
import type { ServerResponse } from 'node:http'
import type { Plugin, ViteDevServer } from 'vite'
import { extname, join, normalize, sep } from 'node:path'
import { loadSite, defaultSiteDir, type LoadResult, type Site } from '../../schema/load-site.ts'
import { formatProblem, problemCount } from '../../schema/problem.ts'
import { readPlainFile } from '../../schema/site-entries.ts'
import { svgHeaders } from '../../server/svg-headers.ts'
import { routeIndexPath, type RouteIndex } from '../page-data.ts'
import { problemsPage } from './dev-problems-page.ts'
import { configModuleSource, pageModule } from './site-data.ts'
import { siteImages, type SiteImages } from './site-images.ts'

const configModule = 'virtual:site-config'
// Where the dev server answers a page's data.
const devPagePrefix = '/__site-page/'

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
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
}
function decodedPath(url = '/'): string | undefined {
  try {
    return normalize(decodeURIComponent(URL.parse(url, 'http://dev')?.pathname ?? '/'))
  } catch {
    return undefined
  }
}
function sendImage(file: string | undefined, res: ServerResponse, next: () => void) {
  const type = file && imageTypes[extname(file).toLowerCase()]
  const body = file && type ? readPlainFile(file) : undefined
  if (!file || !type || !body) return next()
  res.setHeader('Content-Type', type)
  if (extname(file).toLowerCase() === '.svg') for (const [name, value] of Object.entries(svgHeaders)) res.setHeader(name, value)
  res.end(body)
}

function sendJson(data: unknown, res: ServerResponse) {
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.end(JSON.stringify(data))
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

  // The route index, or one page's data, as the current site/ has it (while site/ has problems, none).
  const siteData = async (path: string): Promise<unknown> => {
    const { site } = current()
    if (!site) return undefined
    if (path === routeIndexPath) return Object.fromEntries(site.pages.map(({ name, page }) => [page.path, `${devPagePrefix}${name}.json`])) satisfies RouteIndex
    const found = site.pages.find(({ name }) => path === `${devPagePrefix}${name}.json`)
    return found && pageModule(found.page, (await currentImages()).images)
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
      return id === configModule ? '\0' + id : undefined
    },
    async load(id) {
      if (id !== '\0' + configModule) return undefined
      return configModuleSource(getSite().config, (await currentImages()).images)
    },
    configureServer(server: ViteDevServer) {
      // Vite's watcher takes no globs (it watches paths literally), so the whole folder is added.
      server.watcher.add(siteDir)
      const reload = (file: string) => {
        if (!file.startsWith(join(siteDir, sep))) return
        loaded = undefined
        images = undefined
        for (const mod of server.moduleGraph.idToModuleMap.values()) {
          if (mod.id === '\0' + configModule) server.moduleGraph.invalidateModule(mod)
        }
        const { problems } = current()
        if (problems.length)
          server.config.logger.error(`site/ has ${problemCount(problems.length)}:\n${problems.map(formatProblem).join('\n')}`, { timestamp: true })
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
        if (path === routeIndexPath || path?.startsWith(devPagePrefix)) {
          siteData(path).then((data) => (data ? sendJson(data, res) : next()), next)
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
