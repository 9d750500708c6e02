// The site's JSON Schema as the side panel reads it: a definition by its $ref, the schema of a section
// type, and a label for a field from its key (the schema names fields by key and describes them).
import siteSchema from '../../schema/site.schema.json' with { type: 'json' }

export interface FieldSchema {
  $ref?: string
  type?: string
  enum?: unknown[]
  const?: unknown
  description?: string
  title?: string
  properties?: Record<string, FieldSchema>
  required?: string[]
  items?: FieldSchema
  examples?: unknown[]
  pattern?: string
  oneOf?: FieldSchema[]
}

const defs = (siteSchema as unknown as { $defs: Record<string, FieldSchema> }).$defs

/** A schema with its $ref followed. */
export function resolved(schema: FieldSchema): FieldSchema {
  return schema.$ref ? resolved(defs[schema.$ref.replace('#/$defs/', '')] ?? {}) : schema
}

/** Every section type, with its schema: the catalogue the panel adds sections from. */
export const sectionTypes = (defs.Section?.oneOf ?? []).map((ref) => {
  const schema = resolved(ref)
  return { type: String(schema.properties?.type?.const), schema }
})

export const sectionSchema = (type: string) => sectionTypes.find((s) => s.type === type)?.schema

/** `popularLabel` → "Popular label". */
export const fieldLabel = (key: string | number, schema?: FieldSchema) =>
  schema?.title && !/Section$/.test(schema.title) ? schema.title : String(key).replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()).replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`)

/** A new value for a field or list item: the schema's example, or an empty one of its type. */
export function newValue(schema: FieldSchema): unknown {
  const s = resolved(schema)
  if (s.examples?.length) return structuredClone(s.examples[0])
  if (s.type === 'object') return Object.fromEntries((s.required ?? []).map((key) => [key, newValue(s.properties?.[key] ?? {})]))
  if (s.type === 'array') return []
  if (s.type === 'boolean') return false
  if (s.type === 'number' || s.type === 'integer') return 0
  return s.enum?.[0] ?? ''
}
