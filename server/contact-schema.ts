// The schemas of POST /api/contact. The body is the site's own ContactMessage schema (schema/site-schema.ts,
// the one the forms are checked against), plus the honeypot field (schema/contact-fields.ts). The validator never coerces types,
// never drops unknown fields and checks email formats, so what is stored is exactly what was sent.
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifySchemaCompiler } from 'fastify'
import { honeypotField } from '../schema/contact-fields.ts'
import type { ContactMessage } from '../schema/generated/site-types.ts'
import { siteSchema } from '../schema/site-schema.ts'

interface ObjectSchema {
  properties: Record<string, Record<string, unknown>>
  required: string[]
}

const message = siteSchema.$defs.ContactMessage as ObjectSchema

export type ContactBody = ContactMessage & { [honeypotField]?: string }

export const requiredMessageFields = message.required as (keyof ContactMessage)[]

export const contactBodySchema = {
  type: 'object',
  properties: {
    ...message.properties,
    [honeypotField]: { type: 'string', maxLength: 500, description: 'The honeypot: filled only by bots.' },
  },
  required: message.required,
  additionalProperties: false,
} as const

export const contactResponseSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', description: "The stored message's id." },
    status: { const: 'received' },
  },
  required: ['id', 'status'],
  additionalProperties: false,
} as const

export const errorResponseSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
  additionalProperties: false,
} as const

let ajv: Ajv | undefined
const compiled = new WeakMap<object, ReturnType<Ajv['compile']>>()

/** Fastify's validator for this app: no coercion, no removal, formats checked, first error only. */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  if (!ajv) {
    ajv = new Ajv({ coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: false, strict: true })
    addFormats.default(ajv, ['email'])
  }
  const instance = ajv
  // The schemas are module constants, so each is compiled once per process, not once per app.
  return ({ schema }) => {
    let validate = compiled.get(schema as object)
    if (!validate) compiled.set(schema as object, (validate = instance.compile(schema as object)))
    return validate
  }
}
