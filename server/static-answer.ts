// What the built site answers to a GET or HEAD: the file a path names (every route with and without
// its trailing slash, no redirects), the brotli or gzip copy the client accepts, and a 304 when the
// client's copy is current. Each answer's headers are built once with the site (static-files.ts), so
// Fastify's route (routes/site.ts) only picks one and sends it.
import type { IncomingHttpHeaders } from 'node:http'
import { chooseEncoding, type StaticFile, type StaticSite } from './static-files.ts'

export interface StaticAnswer {
  status: number
  /** Built once with the site; never changed by a request. */
  headers: Record<string, string>
  /** Left out for a 304. */
  body?: Buffer
}

/** The decoded path of a request's URL, or undefined when its %-escapes are broken. */
export function requestPath(url: string): string | undefined {
  const path = url.split('?', 1)[0]
  try {
    return decodeURIComponent(path)
  } catch {
    return undefined
  }
}

function isCurrent(headers: IncomingHttpHeaders, etag: string, lastModified: string): boolean {
  const ifNoneMatch = headers['if-none-match']
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(',').some((tag) => {
      const candidate = tag.trim()
      return candidate === '*' || candidate.replace(/^W\//, '') === etag
    })
  }
  const ifModifiedSince = headers['if-modified-since']
  if (ifModifiedSince === undefined) return false
  const since = Date.parse(ifModifiedSince)
  return !Number.isNaN(since) && Date.parse(lastModified) <= since
}

/** The answer with `file` and `status`: 200 (or 304 when current), or an error status with the file as its page. */
export function fileAnswer(file: StaticFile, headers: IncomingHttpHeaders, status = 200): StaticAnswer {
  const encoding = chooseEncoding(headers['accept-encoding'], file)
  const representation = (encoding && file[encoding]) || file.identity
  if (status !== 200) return { status, headers: representation.errorHeaders, body: representation.body }
  if (isCurrent(headers, representation.etag, file.lastModified)) return { status: 304, headers: representation.headers }
  return { status: 200, headers: representation.headers, body: representation.body }
}

/** The answer for a file of the site, or undefined when the path names none. */
export function siteFileAnswer(site: StaticSite, url: string, headers: IncomingHttpHeaders): StaticAnswer | undefined {
  const path = requestPath(url)
  const file = path === undefined ? undefined : site.routes.get(path)
  return file && fileAnswer(file, headers)
}
