// The prerendered site, from memory: every route with and without its trailing slash (no redirects),
// the brotli or gzip copy the client accepts, a 304 when the client's copy is current, and the 404 page
// with status 404 for anything else.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { errors } from '../errors.ts'
import { chooseEncoding, type StaticFile, type StaticSite } from '../static-files.ts'

function requestPath(url: string): string | undefined {
  const path = url.split('?', 1)[0]
  try {
    return decodeURIComponent(path)
  } catch {
    return undefined
  }
}

function isCurrent(request: FastifyRequest, etag: string, lastModified: string): boolean {
  const ifNoneMatch = request.headers['if-none-match']
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(',').some((tag) => {
      const candidate = tag.trim()
      return candidate === '*' || candidate.replace(/^W\//, '') === etag
    })
  }
  const ifModifiedSince = request.headers['if-modified-since']
  if (ifModifiedSince === undefined) return false
  const since = Date.parse(ifModifiedSince)
  return !Number.isNaN(since) && Date.parse(lastModified) <= since
}

// The headers of each answer were built when the site was loaded; a request only picks them.
function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status: number) {
  const encoding = chooseEncoding(request.headers['accept-encoding'], file)
  const representation = (encoding && file[encoding]) || file.identity
  if (status !== 200) return reply.headers(representation.errorHeaders).code(status).send(representation.body)

  reply.headers(representation.headers)
  if (isCurrent(request, representation.etag, file.lastModified)) return reply.code(304).send()
  return reply.send(representation.body)
}

export async function siteRoutes(app: FastifyInstance, { site }: { site: StaticSite }) {
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = requestPath(request.url)
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path?.startsWith('/api/')
    if (wantsPage && site.notFound) return sendFile(request, reply, site.notFound, 404)
    throw errors.notFound()
  }

  app.get('/*', (request, reply) => {
    const path = requestPath(request.url)
    const file = path === undefined ? undefined : site.routes.get(path)
    return file ? sendFile(request, reply, file, 200) : notFound(request, reply)
  })
  app.setNotFoundHandler(notFound)
}
