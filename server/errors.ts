// Every error the server answers, in one place, and the one error handler. A 4xx answers a plain,
// specific message (it is shown to the visitor in the form's error notice); a 5xx answers "Internal
// Server Error" and nothing about the inside. Everything is logged, but never a body or a query string.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'

export class HttpError extends Error {
  statusCode: number
  constructor(statusCode: number, message: string) {
    super(message)
    this.name = 'HttpError'
    this.statusCode = statusCode
  }
}

export const errors = {
  notFound: () => new HttpError(404, 'There is nothing at this address.'),
  crossSite: () => new HttpError(403, "This form can only be sent from this website's own pages."),
  tooManyMessages: (after: string) => new HttpError(429, `Too many messages were sent from your address. Please wait ${after} and send it again, or call us.`),
  badIdempotencyKey: () => new HttpError(400, 'The Idempotency-Key header must be 1 to 255 visible characters, such as a UUID.'),
  idempotencyKeyReused: () => new HttpError(422, 'This Idempotency-Key was already used for a different message. Send a new message with a new key.'),
  unknownForm: () => new HttpError(400, "The form that sent this message is not one of this website's forms. Reload the page and send it again."),
  missingFormField: (label: string) => new HttpError(400, `${label} is required.`),
  invalidJson: () => new HttpError(400, 'The request is not valid JSON.'),
  emptyJson: () => new HttpError(400, 'The request is empty. Send the message as a JSON object.'),
  hookUnsigned: () =>
    new HttpError(401, "The request has no X-Hub-Signature-256 header. Set the hook's secret at the git host to SITE_HOOK_SECRET, so it signs each call."),
  hookBadSignature: () =>
    new HttpError(403, "The request's X-Hub-Signature-256 does not match its body signed with SITE_HOOK_SECRET. Set the same secret at the git host and here."),
  forbiddenKey: () => new HttpError(400, 'The message contains a forbidden field (__proto__ or constructor).'),
}

/** The name a field has on the site's forms (Full Name, Email Address), for messages that name it. */
export type FieldLabels = Record<string, string>

const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The message is too large. Shorten it and send it again.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the message as JSON (application/json) or as a web form (application/x-www-form-urlencoded).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request's Content-Length does not match its body.",
  FST_ERR_BAD_URL: 'The address is not valid.',
}

/**
 * What a client is told when Node refuses its request before Fastify sees it (http-server.ts): a head
 * it cannot parse (400), a chunk extension too large (413), headers too large or too many (431), a
 * request not received in time (408), an Expect other than 100-continue (417).
 */
export const refusedRequestMessages: Record<number, string> = {
  400: 'The request could not be understood.',
  408: 'The request took too long to arrive.',
  413: 'The request is too large.',
  417: "The request's Expect header asks for something this server does not do; only 100-continue is understood.",
  431: "The request's headers are too large.",
}

interface ValidationIssue {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
}

function validationMessage(issue: ValidationIssue, labels: FieldLabels): string {
  const field = issue.instancePath.split('/')[1]
  const label = (name: string) => labels[name] ?? name
  switch (issue.keyword) {
    case 'required':
      return `${label(String(issue.params.missingProperty))} is required.`
    case 'additionalProperties':
      return `The field "${String(issue.params.additionalProperty)}" is not part of a message. Send only the form's fields.`
    case 'type':
      return field ? `${label(field)} must be text.` : "The message must be an object with the form's fields."
    case 'minLength':
      return `${label(field)} is required.`
    case 'maxLength':
      return `${label(field)} is too long: it may have at most ${String(issue.params.limit)} characters.`
    case 'pattern':
      return `${label(field)} must be a single line.`
    case 'format':
      return `${label(field)} must be a valid email address, like name@example.com.`
    // The only `not` of a message: a character that cannot be stored or mailed (schema/contact-message.ts).
    case 'not':
      return `${label(field)} contains an invisible control character (such as NUL) that cannot be sent. Delete it, or type the text again, and send the message again.`
    case 'enum':
      return `${label(field)} must be one of: ${(issue.params.allowedValues as string[]).join(', ')}.`
    default:
      return field ? `${label(field)} is not valid.` : 'The message is not valid.'
  }
}

/** What the visitor is told about a 4xx error. */
export function publicMessage(error: FastifyError, labels: FieldLabels): string {
  if (error instanceof HttpError) return error.message
  if (error.validation?.length) return validationMessage(error.validation[0] as ValidationIssue, labels)
  return fastifyMessages[error.code] ?? 'The request could not be understood.'
}

export function statusOf(error: FastifyError): number {
  const status = error.statusCode ?? 500
  return status >= 400 && status < 600 ? status : 500
}

/** A 5xx is logged with its stack; a 4xx with its code only, as its text could quote the body. */
export function logError(request: FastifyRequest, error: FastifyError, status: number) {
  if (status >= 500) request.log.error({ err: error }, 'request failed')
  else request.log.info({ statusCode: status, code: error.code ?? error.name }, 'request refused')
}

/** `labels()`: the labels of the site served now (a newer build may replace them). */
export function createErrorHandler(labels: () => FieldLabels) {
  return function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const status = statusOf(error)
    logError(request, error, status)
    return reply.code(status).send({ message: status >= 500 ? 'Internal Server Error' : publicMessage(error, labels()) })
  }
}
