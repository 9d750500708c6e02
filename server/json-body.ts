// The JSON body parser. Fastify's own refuses __proto__ and constructor.prototype keys too, but answers
// them as "not valid JSON"; this one says which it was, so the 400 tells the sender what to fix.
import type { FastifyInstance } from 'fastify'
import { errors, HttpError } from './errors.ts'

/** Keys that could reach an object's prototype once the body is merged into something. */
function refuseForbiddenKeys(key: string, value: unknown): unknown {
  if (key === '__proto__' || (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value)) {
    throw errors.forbiddenKey()
  }
  return value
}

export function registerJsonParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string
    if (text.trim() === '') return done(errors.emptyJson(), undefined)
    try {
      done(null, JSON.parse(text, refuseForbiddenKeys))
    } catch (error) {
      // Malformed, or nested so deep the parser ran out of stack: either way not a message.
      done(error instanceof HttpError ? error : errors.invalidJson(), undefined)
    }
  })
}
