// Every error the editor's server answers, in one place, and its error handler: the server's own
// (server/errors.ts: a 4xx says what to do, a 5xx says nothing about the inside, everything is logged),
// with the editor's words for a request its schemas refuse. Answers are { message }.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError, logError, statusOf } from '../errors.ts'

export const editorErrors = {
  notFound: () => new HttpError(404, 'There is nothing of the editor at this address.'),
  wrongHost: (origin: string) => new HttpError(403, `The editor answers only at its own address, ${origin}.`),
  crossSite: () => new HttpError(403, 'This request does not come from the editor\'s own page, so it is refused.'),
  noSession: () => new HttpError(403, 'This request does not come from the editor page (no or wrong session token). Reload the editor.'),
  notASiteFile: (name: string) => new HttpError(400, `"${name}" is not a file the editor can open: it edits site.yaml, testimonials.yaml and pages/<name>.yaml, the name in small letters, digits and dashes.`),
  noSuchFile: (name: string) => new HttpError(400, `${name} is not a file of the site, and only a new page (pages/<name>.yaml) can be made.`),
  refusedFile: (reason: string) => new HttpError(400, reason),
  siteFolderLink: (folder: string) => new HttpError(500, `site/${folder} is a link to another folder; the editor does not follow links out of site/.`),
  noSuchMessage: () => new HttpError(404, 'There is no such message. Reload the list: it may have been removed.'),
  noPicture: () => new HttpError(404, 'There is no such picture in the last review.'),
  invalidRequest: (detail: string) => new HttpError(400, `The request is not one the editor understands: ${detail}.`),
}

interface SchemaIssue { keyword: string; instancePath: string; message?: string; propertyName?: string; params: Record<string, unknown> }

function publicMessage(error: FastifyError): string {
  const issue = error.validation?.[0] as SchemaIssue | undefined
  if (issue?.propertyName !== undefined) return editorErrors.notASiteFile(issue.propertyName).message
  if (issue) return editorErrors.invalidRequest(`${issue.instancePath || 'the body'} ${issue.message ?? 'is not valid'}`).message
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The request is too large for the editor.'
  return error.message
}

export function editorErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = statusOf(error)
  logError(request, error, status)
  return reply.code(status).send({ message: status >= 500 && !(error instanceof HttpError) ? 'Internal Server Error' : publicMessage(error) })
}
