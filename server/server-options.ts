// How the Fastify instance is created: its logger, the Node server under it with its connection limits
// (http-server.ts), and the few settings a plugin cannot make. The entry (main.ts) and the tests create
// Fastify with these, so the tests see what production logs and limits.
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify'
import type { TrustProxy } from './config.ts'
import { publicMessage } from './errors.ts'
import { answerClientError, defaultConnectionLimits, httpServerFactory, type ConnectionLimits } from './http-server.ts'
import { securityHeadersOf } from './security.ts'

export interface ServerOptionsInput {
  logLevel?: string
  /** Off, or the proxies' addresses (config.ts); never true. */
  trustProxy?: TrustProxy
  /** Where log lines go (stdout when left out); tests pass a stream to read them. */
  logStream?: { write(line: string): void }
  /** The connection limits; tests shorten the timeouts. */
  limits?: Partial<ConnectionLimits>
}

export function serverOptions({ logLevel = 'info', trustProxy = false, logStream, limits }: ServerOptionsInput = {}): FastifyServerOptions {
  return {
    trustProxy,
    logger: {
      level: logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // A query string can carry what a visitor typed, so only the path is logged; bodies never are.
      serializers: {
        req: (request: FastifyRequest) => ({ method: request.method, path: request.url.split('?', 1)[0], remoteAddress: request.ip }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
    },
    // Node's server with the limits (Fastify's own timeout options do not apply to a server it is given).
    serverFactory: httpServerFactory({ ...defaultConnectionLimits, ...limits }),
    clientErrorHandler: answerClientError,
    // A URL Fastify cannot even route (a broken %-escape) gets the same kind of answer as any other 400,
    // with the security headers the app's hook has not had the chance to set.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      request.log.info({ statusCode: 400, code: error.code }, 'request refused')
      void reply
        .headers(securityHeadersOf(request.server.server))
        .code(400)
        .send({ message: publicMessage(error, {}) })
    },
  }
}
