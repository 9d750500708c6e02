// POST /api/contact: the contact message and the payroll quote. The message is on disk before the
// visitor is told it was received. An Idempotency-Key makes a retry safe: the same key answers the same
// id and stores nothing more. A filled honeypot is answered like a success and nothing is kept. A plain
// form post (no JavaScript) is answered with a redirect to the confirmation page, or to the page that
// says the message was not sent.
import { createHash } from 'node:crypto'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { honeypotField, messageFields } from '../../schema/contact-fields.ts'
import type { ContactMessage } from '../../schema/generated/site-types.ts'
import type { RateLimitSettings } from '../config.ts'
import { contactBodySchema, contactResponseSchema, errorResponseSchema, type ContactBody } from '../contact-schema.ts'
import { createErrorHandler, errors, logError, statusOf, type FieldLabels } from '../errors.ts'
import { formPostToMessage, type PostForm } from '../form-posts.ts'
import type { MessagesStore } from '../messages-store.ts'

const contactBodyLimit = 32 * 1024
export const sentPage = '/message-sent'
export const notSentPage = '/message-not-sent'

export interface ContactRouteOptions {
  store: MessagesStore
  /** The forms and labels of the site served now (a newer build may replace them). */
  forms: () => Map<string, PostForm>
  labels: () => FieldLabels
  /** Mail is on: put each message in the outbox. */
  deliver: boolean
  /** Called after a new message is stored (wakes the outbox worker). */
  onStored: () => void
  rateLimit: RateLimitSettings
}

const isFormPost = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')

/** The Idempotency-Key header, plain or as a quoted structured-field string. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key']
  if (raw === undefined) return undefined
  const key = typeof raw === 'string' ? raw.trim().replace(/^"(.*)"$/, '$1') : ''
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw errors.badIdempotencyKey()
  return key
}

/** The same message always hashes the same, whatever the order its fields came in. */
function hashMessage(message: ContactMessage): string {
  const fields = messageFields
    .filter((name) => message[name] !== undefined)
    .sort()
    .map((name) => [name, message[name]])
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex')
}

/** An id shaped like a stored one, the same for the same key, so a bot learns nothing from it. */
function decoyId(key: string | undefined): string {
  if (key === undefined) return crypto.randomUUID()
  const hex = createHash('sha256').update(`decoy:${key}`).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[parseInt(hex[16], 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

export async function contactRoutes(app: FastifyInstance, options: ContactRouteOptions) {
  const { store, forms, labels, deliver, onStored, rateLimit } = options
  const handleError = createErrorHandler(labels)

  const received = (request: FastifyRequest, reply: FastifyReply, id: string) =>
    isFormPost(request) ? reply.redirect(sentPage, 303) : reply.code(201).send({ id, status: 'received' })

  app.post(
    '/api/contact',
    {
      bodyLimit: contactBodyLimit,
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } },
      schema: {
        body: contactBodySchema,
        response: { 201: contactResponseSchema, '4xx': errorResponseSchema, '5xx': errorResponseSchema },
      },
      preValidation: async (request) => {
        if (isFormPost(request)) request.body = formPostToMessage(request.body as Record<string, unknown>, forms())
      },
      // A visitor without JavaScript gets a page, not JSON. A post from another site gets nothing of ours.
      errorHandler: (error: FastifyError, request, reply) => {
        const status = statusOf(error)
        if (!isFormPost(request) || status === 403) return handleError(error, request, reply)
        logError(request, error, status)
        return reply.redirect(notSentPage, 303)
      },
    },
    async (request, reply) => {
      const key = idempotencyKey(request)
      const { [honeypotField]: honeypot, ...message } = request.body as ContactBody
      if (honeypot) {
        request.log.info('honeypot filled; answered as sent, nothing stored')
        return received(request, reply, decoyId(key))
      }

      const result = await store.save(message, { idempotencyKey: key, requestHash: hashMessage(message), deliver })
      if (result.outcome === 'conflict') throw errors.idempotencyKeyReused()
      if (result.outcome === 'replayed') {
        request.log.info({ messageId: result.id }, 'message already stored under this Idempotency-Key; same answer again')
        reply.header('idempotent-replayed', 'true')
      } else {
        request.log.info({ messageId: result.id }, 'message stored')
        onStored()
      }
      return received(request, reply, result.id)
    },
  )
}
