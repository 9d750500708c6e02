// The site's JSON Schema as the side panel reads it: a definition by its $ref, the schema of a section
// type, and each field's name in words and description (its `title` and `description` beside it).
import siteSchema from '../../../schema/site.schema.json' with { type: 'json' }

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

/** The schema's definitions, each an object read as a FieldSchema: the JSON module's own types differ in what
 * the panel does not read (a `type` of two names, each section's `properties` with the others' keys as undefined). */
const definitions = ({ $defs }: { $defs: object }) =>
  Object.fromEntries(Object.entries($defs).filter((entry): entry is [string, FieldSchema] => typeof entry[1] === 'object' && entry[1] !== null))
const defs = definitions(siteSchema)

/** A schema with its $ref followed. */
export function resolved(schema: FieldSchema): FieldSchema {
  return schema.$ref ? resolved(defs[schema.$ref.replace('#/$defs/', '')] ?? {}) : schema
}

/** Every section type, with its schema and its name in words: the catalogue the panel adds sections from. */
export const sectionTypes = (defs.Section?.oneOf ?? []).map((ref) => {
  const schema = resolved(ref)
  return { type: String(schema.properties?.type?.const), name: schema.title ?? '', schema }
})

export const sectionSchema = (type: string) => sectionTypes.find((s) => s.type === type)?.schema

/** A field's name in words: its own title (beside a $ref too), else its definition's. */
export const fieldLabel = (schema: FieldSchema) => schema.title ?? resolved(schema).title ?? ''

/** The name of a section type in words ("Call to action"), or the type itself for one the schema lacks. */
export const sectionName = (type: string) => sectionTypes.find((s) => s.type === type)?.name || type

/** A text field's example, shown as the hint (placeholder) in its empty box. */
export const hintOf = (schema: FieldSchema) => {
  const example = resolved(schema).examples?.[0]
  return typeof example === 'string' ? example : undefined
}

/** A new list item: its required fields empty (a choice at its first option), to be filled in over the hints. */
export function emptyValue(schema: FieldSchema): unknown {
  const s = resolved(schema)
  if (s.const !== undefined) return s.const
  if (s.type === 'object') return Object.fromEntries((s.required ?? []).map((key) => [key, emptyValue(s.properties?.[key] ?? {})]))
  if (s.type === 'array') return []
  if (s.type === 'boolean') return false
  if (s.type === 'number' || s.type === 'integer') return 0
  return s.enum?.[0] ?? ''
}

/** A new section: the schema's example of its type, a whole section to change. */
export const newSection = (schema: FieldSchema) => structuredClone(resolved(schema).examples?.[0] ?? emptyValue(schema))

/** A fact of site.yaml by its name (firm.phones.tollFree) in words: "Toll-free phone number"; a key the
 * schema leaves free (a price's name) is shown after its group's name: "Prices: formation". */
export function factLabel(name: string): string {
  let schema: FieldSchema | undefined = defs.SiteConfig
  let label = name
  for (const key of name.split('.')) {
    const field: FieldSchema | undefined = schema && resolved(schema).properties?.[key]
    if (!field) return schema?.title ? `${schema.title}: ${key}` : label
    label = fieldLabel(field) || key
    schema = field
  }
  return label
}
