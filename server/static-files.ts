// The built site (dist/client), read into memory once at start-up: the prerendered pages are few and
// small. Each file is kept with the brotli and gzip copies the build wrote beside it, an ETag per copy,
// and its caching rule. Only files found here can ever be served, so no request path reaches the disk.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'
import { notFoundPath } from '../schema/needed-paths.ts'
import { htmlFileOf, routeOfHtmlFile } from '../schema/route-file.ts'
import { isHidden, siteEntries } from '../schema/site-entries.ts'
import { svgHeaders } from './svg-headers.ts'

export type Encoding = 'br' | 'gzip'

interface Representation {
  body: Buffer
  etag: string
  /** The headers of a 200 (or 304) answer, built once: type, caching, encoding, ETag, Last-Modified. */
  headers: Record<string, string>
  /** The headers of another status (the 404 page): no validators. */
  errorHeaders: Record<string, string>
}

export interface StaticFile {
  contentType: string
  cacheControl: string
  lastModified: string
  identity: Representation
  br?: Representation
  gzip?: Representation
}

export interface StaticSite {
  /** Files by the path they answer: `/`, `/tax-services`, `/tax-services/`, `/assets/index-AbC123.js`. */
  routes: Map<string, StaticFile>
  /** The 404 page, when the build wrote one. */
  notFound?: StaticFile
}

/** The Content-Type of each extension; the build writes the same table into the nginx config. */
export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
}

const compressedSuffixes: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

/** What a file whose extension is not in the table is sent as. */
export const defaultContentType = 'application/octet-stream'

// Vite names everything in assets/ after a hash of its content, so a changed file gets a new name.
export const immutableFolder = 'assets/'
export const immutable = 'public, max-age=31536000, immutable'
// Everything else keeps its name when it changes: the browser asks again each time, and the ETag makes
// an unchanged answer a bodiless 304.
export const revalidate = 'no-cache'

function represent(body: Buffer, encoding: Encoding | undefined, file: { contentType: string; cacheControl: string; lastModified: string }): Representation {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  const errorHeaders: Record<string, string> = { 'content-type': file.contentType, 'cache-control': file.cacheControl, vary: 'Accept-Encoding' }
  // In place of the pages' policy, which the security hook set first (security.ts).
  if (file.contentType === contentTypes['.svg']) Object.assign(errorHeaders, svgHeaders)
  if (encoding) errorHeaders['content-encoding'] = encoding
  return { body, etag, errorHeaders, headers: { ...errorHeaders, etag, 'last-modified': file.lastModified } }
}

/** `immutableRule`: the caching rule of assets/ (the editor's UI, served to people signed in, is kept by their browser alone). */
export function loadStaticSite(distDir: string, immutableRule = immutable): StaticSite {
  const routes = new Map<string, StaticFile>()
  if (!existsSync(distDir)) return { routes }
  let notFound: StaticFile | undefined

  // Symbolic links are not followed (site-entries.ts), and hidden files (.vite/manifest.json) are not the site's.
  for (const name of siteEntries(distDir).files) {
    if (isHidden(name) || /\.(br|gz)$/.test(name)) continue
    const path = join(distDir, name)

    const rules = {
      contentType: contentTypes[extname(name).toLowerCase()] ?? defaultContentType,
      cacheControl: name.startsWith(immutableFolder) ? immutableRule : revalidate,
      lastModified: statSync(path).mtime.toUTCString(),
    }
    const compressed = (encoding: Encoding) => {
      const copy = path + compressedSuffixes[encoding]
      return existsSync(copy) ? represent(readFileSync(copy), encoding, rules) : undefined
    }
    const file: StaticFile = {
      ...rules,
      identity: represent(readFileSync(path), undefined, rules),
      br: compressed('br'),
      gzip: compressed('gzip'),
    }

    // A page the build prerendered (schema/route-file.ts); any other file keeps its name as its path.
    const isPage = name === 'index.html' || name.endsWith('/index.html') || name === htmlFileOf(notFoundPath)
    const route = isPage ? routeOfHtmlFile(name) : undefined
    if (route === notFoundPath) notFound = file
    else if (route === '/') routes.set('/', file)
    else if (route) {
      routes.set(route, file)
      routes.set(`${route}/`, file)
    } else routes.set(`/${name}`, file)
  }
  return { routes, notFound }
}

interface Accepted {
  br: boolean
  gzip: boolean
}

function parseAcceptEncoding(acceptEncoding: string): Accepted {
  const quality = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    quality.set(token.trim(), q ? Number(q.slice(2)) || 0 : 1)
  }
  const accepts = (encoding: Encoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0
  return { br: accepts('br'), gzip: accepts('gzip') }
}

// Browsers send a handful of distinct Accept-Encoding values, so each is parsed once; the cache is
// emptied when it fills, so odd values cannot grow it.
const acceptedCache = new Map<string, Accepted>()
const acceptedCacheSize = 256

/** The best copy the client accepts: brotli, then gzip, then the file as it is. */
export function chooseEncoding(acceptEncoding: string | undefined, file: StaticFile): Encoding | undefined {
  if (!acceptEncoding) return undefined
  let accepted = acceptedCache.get(acceptEncoding)
  if (!accepted) {
    if (acceptedCache.size >= acceptedCacheSize) acceptedCache.clear()
    acceptedCache.set(acceptEncoding, (accepted = parseAcceptEncoding(acceptEncoding)))
  }
  if (file.br && accepted.br) return 'br'
  if (file.gzip && accepted.gzip) return 'gzip'
  return undefined
}
