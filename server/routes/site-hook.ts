// POST /api/site-hook: the git host calls it after each push (a GitHub webhook, or any host that signs
// like it), and the server fetches the site's repository at once instead of at its next poll. Only a
// call signed with SITE_HOOK_SECRET does anything (site-follow/hook-signature.ts): without the signature
// 401, with a wrong one 403. The answer comes at once (202); the build runs after it, and is logged.
import type { FastifyInstance } from 'fastify'
import { errorResponseSchema } from '../contact-schema.ts'
import { errors } from '../errors.ts'
import { checkSignature, signatureHeader } from '../site-follow/hook-signature.ts'

// A push's payload lists its commits; GitHub caps a payload at 25 MB, but the body is only signed, not read.
const hookBodyLimit = 25 * 1024 * 1024

export const siteHookPath = '/api/site-hook'

export interface SiteHookOptions {
  secret: string
  /** Fetch the repository and build its newest commit (not awaited). */
  check(): void
}

export async function siteHookRoutes(app: FastifyInstance, { secret, check }: SiteHookOptions) {
  // The signature is over the bytes sent, so the body is kept as bytes, whatever its type (GitHub sends
  // JSON or a web form): in this plugin only, the app's parsers are not used.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: hookBodyLimit }, (_request, body, done) => done(null, body))

  app.post(
    siteHookPath,
    {
      bodyLimit: hookBodyLimit,
      schema: {
        response: {
          202: { type: 'object', properties: { status: { type: 'string' } }, required: ['status'], additionalProperties: false },
          '4xx': errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const signature = checkSignature(secret, body, request.headers[signatureHeader])
      if (signature === 'missing') throw errors.hookUnsigned()
      if (signature === 'wrong') throw errors.hookBadSignature()
      request.log.info({ event: request.headers['x-github-event'] }, "the site's repository changed: fetching it")
      check()
      return reply.code(202).send({ status: 'fetching' })
    },
  )
}
