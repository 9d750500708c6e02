// How the Fastify instance is created: its logger and the few settings a plugin cannot make. The entry
// (main.ts) and the tests create Fastify with these, so the tests see what production logs.
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify'
import { publicMessage } from './errors.ts'

export interface ServerOptionsInput {
  logLevel?: string
  trustProxy?: boolean | number | string
  /** Where log lines go (stdout when left out); tests pass a stream to read them. */
  logStream?: { write(line: string): void }
}

export function serverOptions({ logLevel = 'info', trustProxy = false, logStream }: ServerOptionsInput = {}): FastifyServerOptions {
  return {
    // Fastify also takes a hop count, which its types leave out.
    trustProxy: trustProxy as FastifyServerOptions['trustProxy'],
    logger: {
      level: logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // A query string can carry what a visitor typed, so only the path is logged; bodies never are.
      serializers: {
        req: (request: FastifyRequest) => ({ method: request.method, path: request.url.split('?', 1)[0], remoteAddress: request.ip }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
    },
    // A URL Fastify cannot even route (a broken %-escape) gets the same kind of answer as any other 400.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      request.log.info({ statusCode: 400, code: error.code }, 'request refused')
      void reply.code(400).send({ message: publicMessage(error, {}) })
    },
  }
}
