// The Node HTTP server under Fastify (its serverFactory). Every request is read by Node's own parser;
// what one connection may take and hold is bounded; and the answers made before Fastify sees a request
// carry the same security headers as every page (security.ts): a head Node cannot parse or will not
// take (400, 408, 413, 431), an HTTP/1.1 request without Host (400), an Expect other than 100-continue
// (417).
//
// A connection is bounded in time: its request's head must arrive within headersMs and the whole
// request within requestMs (else 408), an idle keep-alive connection is closed after keepAliveMs, and
// one on which nothing moves either way for idleMs is closed: a client that sends requests but never
// reads the answers. It is bounded in requests: Node parses every request a read brings and Fastify
// starts answering each, so a client pipelining thousands and reading nothing would have thousands of
// answers waiting in memory. Node's maxRequestsPerSocket caps a connection at requestsPerConnection
// requests; the last answer says Connection: close and the connection is closed after it. Requests
// pipelined past it never reach Fastify and are not answered: a client sends them again on a new
// connection, as one that pipelines must be ready to (RFC 9112 9.3.2).
import { createServer, STATUS_CODES, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import { refusedRequestMessages } from './errors.ts'
import { securityHeadersOf } from './security.ts'

export interface ConnectionLimits {
  /** Time to receive a request's head (Node's headersTimeout). */
  headersMs: number
  /** Time to receive a whole request, head and body (Node's requestTimeout). */
  requestMs: number
  /** An idle keep-alive connection is closed after this (Node's keepAliveTimeout). */
  keepAliveMs: number
  /** A connection on which nothing is read or written for this long is closed (server.timeout). */
  idleMs: number
  /** Requests one connection may make (Node's maxRequestsPerSocket). */
  requestsPerConnection: number
  /** How often Node checks headersMs and requestMs (connectionsCheckingInterval). */
  checkEveryMs: number
}

export const defaultConnectionLimits: ConnectionLimits = {
  // Node's defaults are 60 s and 300 s; a visitor's browser sends a head in one packet and the
  // largest body this server takes (a contact message) is 32 KB.
  headersMs: 15_000,
  requestMs: 30_000,
  // Longer than a reverse proxy keeps an idle connection to its upstream (nginx and most load
  // balancers: 60 s), so the proxy, not this server, closes it, and never as it sends a request on it.
  keepAliveMs: 72_000,
  // What nginx allows a client that stops reading (send_timeout) is 60 s; the answers here are small.
  idleMs: 30_000,
  // A browser makes a few dozen requests for a page and its files, over several connections. 100 is
  // nginx's keepalive_requests of old (1000 now, for the proxied traffic nginx expects).
  requestsPerConnection: 100,
  // Node's default is 30 s, which lets a head take up to headersMs + 30 s.
  checkEveryMs: 1_000,
}

/** Node's answer to a head it refuses (the clientError codes Node maps itself), as a status. */
function refusedStatus(code: string | undefined): number {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return 431
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 413
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408
    default:
      return 400
  }
}

const jsonType = 'application/json; charset=utf-8'
const refusalBody = (status: number) => JSON.stringify({ message: refusedRequestMessages[status] ?? refusedRequestMessages[400] })

/**
 * Fastify's clientErrorHandler (`this` is the Fastify instance): Node could not take a request from
 * this connection. Answered as Node answers (the status), with the security headers and a message
 * like the app's other errors, unless an answer is already being written on the connection, which an
 * error written now would corrupt; then the connection is closed.
 */
export function answerClientError(this: { server: Server; log: FastifyBaseLogger }, error: NodeJS.ErrnoException, socket: Socket) {
  // A reset by the client: the connection is gone, and nothing needs telling.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status = refusedStatus(error.code)
  this.log.info({ statusCode: status, code: error.code, remoteAddress: socket.remoteAddress }, 'request refused')
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage
  if (socket.writable && !inFlight?.headersSent) {
    const body = refusalBody(status)
    const headers = { ...securityHeadersOf(this.server), 'content-type': jsonType, 'content-length': String(Buffer.byteLength(body)), connection: 'close' }
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}\r\n${body}`,
      'latin1',
    )
  }
  socket.destroy(error)
}

/** Node's answer to a request it refuses after reading it, with the security headers (and the connection closed). */
function refuse(server: Server, response: ServerResponse, status: number) {
  const body = refusalBody(status)
  response.writeHead(status, { ...securityHeadersOf(server), 'content-type': jsonType, 'content-length': Buffer.byteLength(body), connection: 'close' })
  response.end(body)
}

/** Fastify's serverFactory: Node's HTTP server with these limits. */
export function httpServerFactory(limits: ConnectionLimits = defaultConnectionLimits) {
  return (fastify: RequestListener): Server => {
    // Requests Fastify was given on each connection, to mark the last one allowed.
    const requests = new WeakMap<Socket, number>()
    const server = createServer(
      {
        headersTimeout: limits.headersMs,
        requestTimeout: limits.requestMs,
        keepAliveTimeout: limits.keepAliveMs,
        connectionsCheckingInterval: limits.checkEveryMs,
        // Node refuses an HTTP/1.1 request without Host (RFC 9112 3.2) with a bare 400; this server
        // refuses it below, with the security headers.
        requireHostHeader: false,
      },
      (request: IncomingMessage, response: ServerResponse) => {
        if (request.headers.host === undefined && request.httpVersion === '1.1') return refuse(server, response, 400)
        const count = (requests.get(request.socket) ?? 0) + 1
        requests.set(request.socket, count)
        // Node says Connection: close on the last request it allows but leaves the connection open
        // (answering 503 to what follows); set here, the header makes Node close it after this answer.
        if (count >= limits.requestsPerConnection) response.setHeader('connection', 'close')
        fastify(request, response)
      },
    )
    server.maxRequestsPerSocket = limits.requestsPerConnection
    // A client that half-closes its side after its requests (all it will send) still gets every answer,
    // and the connection is closed after the last: by default Node ends it at once, and answers not yet
    // made (an async handler's) are lost. Node's own switch for this, which its types leave out; the
    // half-close tests fail if it ever stops working.
    Object.assign(server, { httpAllowHalfOpen: true })
    server.setTimeout(limits.idleMs)
    // Node answers an Expect other than 100-continue with a bare 417; this is the same answer with the
    // security headers.
    server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => refuse(server, response, 417))
    return server
  }
}
