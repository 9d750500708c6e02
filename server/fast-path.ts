// The site's files answered straight from the connection, before Node's HTTP parser and Fastify see the
// request. A page or an asset needs none of what they add (a parsed request and a response object,
// routing, hooks, header checks on every answer), and those cost most of the time of serving one (npm
// run bench measures it beside nginx). The answer is the one Fastify's own route gives
// (static-answer.ts), with the same security headers, written as prebuilt bytes; anything else (the
// API, a post, a path that names no file, a request this narrow reader does not take) goes to Node's
// HTTP server and Fastify, connection and all (fast-connections.ts).
import { createServer, type RequestListener } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import { answerHead, fastConnections, type FastAnswer } from './fast-connections.ts'
import type { RequestHead } from './request-head.ts'
import { siteFileAnswer, type StaticAnswer } from './static-answer.ts'
import type { StaticSite } from './static-files.ts'

/** The answer to a request for one of the site's files, or undefined to leave the request to Fastify. */
export type FastPath = (request: RequestHead, socket: Socket) => FastAnswer | undefined

export function siteFastPath(site: StaticSite, securityHeaders: Record<string, string>, log: FastifyBaseLogger): FastPath {
  // Each answer's status and headers are fixed, so its head is made into bytes once, with the security
  // headers and, when it has a body, its length (HEAD gets the same head as GET, without the body).
  const heads = new Map<number, WeakMap<object, Buffer>>()
  const headOf = ({ status, headers, body }: StaticAnswer) => {
    let byHeaders = heads.get(status)
    if (!byHeaders) heads.set(status, (byHeaders = new WeakMap()))
    let head = byHeaders.get(headers)
    if (!head) byHeaders.set(headers, (head = answerHead(status, { ...securityHeaders, ...headers, ...(body && { 'content-length': String(body.length) }) })))
    return head
  }
  // Fastify logs every answer at info; so does the fast path, at the same levels.
  const logsAnswers = ['trace', 'debug', 'info'].includes(log.level)
  return (request, socket) => {
    const started = logsAnswers ? performance.now() : 0
    const answer = siteFileAnswer(site, request.url, request.headers)
    if (!answer) return undefined
    if (logsAnswers) {
      // Shaped as the logger's serializers (server-options.ts) expect Fastify's request and reply.
      const req = { method: request.method, url: request.url, ip: socket.remoteAddress }
      log.info({ req, res: { statusCode: answer.status }, responseTime: performance.now() - started }, 'request completed')
    }
    return { status: answer.status, head: headOf(answer), body: request.method === 'GET' ? answer.body : undefined }
  }
}

/**
 * Fastify's serverFactory: Node's HTTP server, whose new connections go to the fast path first, once
 * there is one. Closing the server ends the fast path's connections with Node's idle ones.
 */
export function fastPathServer() {
  let fastPath: FastPath | undefined
  return {
    serverFactory: (fastify: RequestListener) => {
      const server = createServer(fastify)
      const nodeConnectionListeners = server.listeners('connection') as ((socket: Socket) => void)[]
      server.removeAllListeners('connection')
      const toNode = (socket: Socket) => { for (const listener of nodeConnectionListeners) listener.call(server, socket) }
      const connections = fastConnections({
        answer: (request, socket) => fastPath?.(request, socket),
        handOver: (socket, unanswered) => {
          toNode(socket)
          // Node's parser reads the socket from here on; what arrived before is given to it first.
          if (unanswered.length > 0) socket.emit('data', unanswered)
        },
        keepAliveMs: () => server.keepAliveTimeout,
      })
      server.on('connection', (socket: Socket) => (fastPath ? connections.accept(socket) : toNode(socket)))
      // server.close() calls closeIdleConnections, and Fastify's forced close closeAllConnections.
      const closeIdle = server.closeIdleConnections.bind(server)
      const closeAll = server.closeAllConnections.bind(server)
      server.closeIdleConnections = () => { closeIdle(); connections.endAll() }
      server.closeAllConnections = () => { closeAll(); connections.destroyAll() }
      return server
    },
    use: (chosen: FastPath) => { fastPath = chosen },
  }
}
