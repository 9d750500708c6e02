// The site's files answered straight from node:http, in front of Fastify. A page or asset needs none of
// what Fastify adds (routing, hooks, a request and reply object, a child logger), and those cost more
// than half of the time of serving one (npm run bench measures it beside nginx). The answer is the one
// Fastify's own route gives (static-answer.ts), with the same security headers; anything else (the
// API, a POST, a path that names no file) goes on to Fastify.
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import { siteFileAnswer, type StaticAnswer } from './static-answer.ts'
import type { StaticSite } from './static-files.ts'

/** Answers the request and says true, or says false and leaves it alone. */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean

export function siteFastPath(site: StaticSite, securityHeaders: Record<string, string>, log: FastifyBaseLogger): FastPath {
  // Each answer's headers are fixed, so each is joined to the security headers (and, when it has a
  // body, its length: headers written up front would otherwise make Node send it chunked) once.
  const joined = { withBody: new WeakMap<object, Record<string, string>>(), bodiless: new WeakMap<object, Record<string, string>>() }
  const headersOf = ({ headers, body }: StaticAnswer) => {
    const cache = body ? joined.withBody : joined.bodiless
    let all = cache.get(headers)
    if (!all) cache.set(headers, (all = { ...securityHeaders, ...headers, ...(body && { 'content-length': String(body.length) }) }))
    return all
  }
  // Fastify logs every answer at info; so does the fast path, at the same levels.
  const logsAnswers = ['trace', 'debug', 'info'].includes(log.level)
  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    const started = performance.now()
    const answer = siteFileAnswer(site, request.url ?? '/', request.headers)
    if (!answer) return false
    response.writeHead(answer.status, headersOf(answer))
    response.end(answer.body)
    if (logsAnswers) {
      // Shaped as the logger's serializers (server-options.ts) expect Fastify's request and reply.
      const req = { method: request.method, url: request.url, ip: request.socket.remoteAddress }
      log.info({ req, res: { statusCode: answer.status }, responseTime: performance.now() - started }, 'request completed')
    }
    return true
  }
}

/** Fastify's serverFactory for an HTTP server that asks the fast path first, once there is one. */
export function fastPathServer() {
  let fastPath: FastPath | undefined
  return {
    serverFactory: (fastify: RequestListener) => createServer((request, response) => {
      if (!fastPath?.(request, response)) fastify(request, response)
    }),
    use: (chosen: FastPath) => { fastPath = chosen },
  }
}
