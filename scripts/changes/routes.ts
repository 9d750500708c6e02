// Which routes' rendered output differs between two builds: a route's HTML and the stylesheets it
// links. Asset file names carry a hash of their content (assets/about-us-DMQmy9e6.js), and a change to
// one page renames chunks every page refers to; the hashes are taken out before comparing, so only the
// routes whose own output changed remain. A stylesheet change counts for every route that links it.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { routeOfHtmlFile } from '../../schema/route-file.ts'

export const withoutAssetHashes = (html: string) => html.replace(/(\/assets\/[\w.-]+?)-[\w-]{8}(\.[a-z0-9]+)\b/gi, '$1$2')

/** The route an HTML file of the build is served at: index.html → /, a/index.html → /a, 404.html → /404. */
export const routeOf = (file: string) => routeOfHtmlFile(file.split(sep).join('/'))

// Linked stylesheets, whether as rel="stylesheet" or preloaded and applied by a script.
const stylesheets = (html: string) => [...html.matchAll(/<link\b[^>]*\bhref="\/([^"?#]+\.css)"/g)].map((m) => m[1]!)

/** Every route of a build (dist/client) with what it renders from: its HTML and its stylesheets, asset hashes taken out. */
export function renderedRoutes(clientDir: string): Map<string, string> {
  const routes = new Map<string, string>()
  const css = new Map<string, string>()
  const cssOf = (href: string) => {
    const file = join(clientDir, href)
    if (!css.has(href)) css.set(href, existsSync(file) ? withoutAssetHashes(readFileSync(file, 'utf8')) : '')
    return css.get(href)!
  }
  const output = (html: string) => [withoutAssetHashes(html), ...stylesheets(html).map(cssOf)].join('\n')
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory() && !(dir === clientDir && ['assets', 'images', '.vite'].includes(entry.name))) visit(path)
      else if (entry.isFile() && entry.name.endsWith('.html')) routes.set(routeOf(relative(clientDir, path)), output(readFileSync(path, 'utf8')))
    }
  }
  visit(clientDir)
  return routes
}

export interface RouteChanges {
  changed: string[]
  added: string[]
  removed: string[]
  /** For a route of `changed`, the other routes whose change is the same, not pictured (same-change.ts). */
  alike?: Record<string, string[]>
  /** How many routes the working tree has. */
  total: number
}

const byPath = (a: string, b: string) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b))

export function compareRoutes(before: Map<string, string>, after: Map<string, string>): RouteChanges {
  return {
    changed: [...after.keys()].filter((r) => before.has(r) && before.get(r) !== after.get(r)).sort(byPath),
    added: [...after.keys()].filter((r) => !before.has(r)).sort(byPath),
    removed: [...before.keys()].filter((r) => !after.has(r)).sort(byPath),
    total: after.size,
  }
}
