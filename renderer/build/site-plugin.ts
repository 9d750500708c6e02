// Vite plugin that turns site/ into modules the renderer imports:
//   virtual:site-config       the layout data (firm, header, footer, strings) and the icons it uses
//   virtual:site-routes       every route with a loader for its page module (one chunk per page)
//   virtual:site-page/<name>  one page's data and exactly the icons that page uses
// A validation problem fails the build, and in the dev server shows in the browser with its position.
import type { Plugin, ViteDevServer } from 'vite'
import { join } from 'node:path'
import { loadSite, defaultSiteDir, type Site } from '../../schema/load-site.ts'
import { formatProblem } from '../../schema/problem.ts'

const prefix = 'virtual:site-'
const iconPath = (name: string) => `lucide-react/icons/${name}`

function iconsIn(data: unknown): string[] {
  const found = new Set<string>()
  const visit = (node: unknown, key?: string) => {
    if (key === 'icon' && typeof node === 'string') found.add(node)
    else if (Array.isArray(node)) node.forEach((n) => visit(n))
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) visit(v, k)
  }
  visit(data)
  return [...found].sort()
}

function moduleWithIcons(data: unknown, exportName: string): string {
  const icons = iconsIn(data)
  const imports = icons.map((name, i) => `import I${i} from ${JSON.stringify(iconPath(name))}`).join('\n')
  const map = icons.map((name, i) => `${JSON.stringify(name)}: I${i}`).join(', ')
  return `${imports}\nexport const icons = { ${map} }\nexport const ${exportName} = JSON.parse(${JSON.stringify(JSON.stringify(data))})\n`
}

export class SiteProblemsError extends Error {}

export function sitePlugin(siteDir = defaultSiteDir): Plugin {
  let site: Site | undefined
  const getSite = (): Site => {
    if (site) return site
    const result = loadSite(siteDir)
    if (!result.site) {
      throw new SiteProblemsError(`site/ has ${result.problems.length} problem(s):\n${result.problems.map(formatProblem).join('\n')}`)
    }
    return (site = result.site)
  }

  return {
    name: 'site-data',
    resolveId(id) {
      return id.startsWith(prefix) ? '\0' + id : undefined
    },
    load(id) {
      if (!id.startsWith('\0' + prefix)) return undefined
      const name = id.slice(1 + prefix.length)
      const { config, pages } = getSite()
      if (name === 'config') return moduleWithIcons(config, 'config')
      if (name === 'routes') {
        const entries = pages.map(({ name: page, page: { path, noindex } }) =>
          `{ path: ${JSON.stringify(path)}, name: ${JSON.stringify(page)}, noindex: ${Boolean(noindex)}, load: () => import(${JSON.stringify(`${prefix}page/${page}`)}) }`)
        return `export const routes = [\n${entries.join(',\n')}\n]\n`
      }
      const page = pages.find((p) => `page/${p.name}` === name)
      if (page) return moduleWithIcons(page.page, 'page')
      throw new Error(`No site module ${name}`)
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(join(siteDir, '**/*.yaml'))
      const reload = (file: string) => {
        if (!file.startsWith(siteDir)) return
        site = undefined
        for (const mod of server.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith('\0' + prefix)) server.moduleGraph.invalidateModule(mod)
        }
        server.ws.send({ type: 'full-reload' })
      }
      server.watcher.on('change', reload)
      server.watcher.on('add', reload)
      server.watcher.on('unlink', reload)
    },
  }
}
