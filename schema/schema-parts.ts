// Small builders for the JSON Schema: schema/site-schema.ts and each section type's definition
// (renderer/sections/<type>/definition.ts). Every field gets a name in words (`title`: "Toll-free phone
// number"), a one-line description and an example, written once here beside its definition: the editor
// labels its fields with them, the review names places with them, and a YAML editor shows them as hover
// help (schema/words.test.ts holds every field to it). Every object is closed so a misspelt key is
// caught instead of silently ignored. The generated TypeScript types are named after the $defs keys, not
// the titles (schema/generate.ts).
import { stringify } from 'yaml'

export type Json = Record<string, unknown>

// Keywords only editors read (the YAML language server's completion snippets). The validators are told
// to accept and ignore them.
// Keywords for tools, not for validation: the YAML editor's snippets, the TypeScript type a value has
// once loaded (json-schema-to-typescript's tsType), and the name of the generated type of a schema
// written inline (tsName, schema/generate.ts).
export const editorKeywords = ['defaultSnippets', 'tsType', 'tsName']

export function text(title: string, description: string, example: string, extra: Json = {}): Json {
  return { title, type: 'string', minLength: 1, description, examples: [example], ...extra }
}

export function number(title: string, description: string, example: number, extra: Json = {}): Json {
  return { title, type: 'number', description, examples: [example], ...extra }
}

export function flag(title: string, description: string, example = true): Json {
  return { title, type: 'boolean', description, examples: [example] }
}

export function list(title: string, description: string, items: Json, example: unknown[], extra: Json = {}): Json {
  return { title, type: 'array', description, items, minItems: 1, examples: [example], ...extra }
}

export function oneOf(title: string, description: string, values: readonly string[], example: string): Json {
  return { title, type: 'string', enum: [...values], description, examples: [example] }
}

/** A list of one building block of the schema's $defs: `items('Plans', 'The plans.', 'Plan', [...])`. */
export const items = (title: string, description: string, item: string, example: unknown[]) => list(title, description, ref(item), example)

/** A list of short texts. */
export const strings = (title: string, description: string, example: string[]) => list(title, description, { type: 'string', minLength: 1 }, example)

// Prose that may hold links and emphasis; loaded, it is read into parts (schema/inline-text.ts).
export const inlineText = { type: 'string', minLength: 1, tsType: 'InlineText' }

/** A building block of the schema's $defs, as a list's items or a oneOf's choice. */
export function ref(name: string): Json {
  return { $ref: `#/$defs/${name}` }
}

/** A field whose value is a building block (a button, a notice): its own name and description beside
 * the $ref. Validators read only the $ref; the type generator is given the schema without them. */
export function refField(title: string, description: string, name: string): Json {
  return { title, description, ...ref(name) }
}

export function object(title: string, description: string, properties: Record<string, Json>, required: string[], example: Json): Json {
  return {
    title,
    type: 'object',
    description,
    properties,
    required,
    additionalProperties: false,
    examples: [example],
  }
}

/** The `$schema` line at the top of a file, for YAML editors. */
export const schemaLine = { type: 'string', title: 'Schema', description: 'The schema this file follows (for editors).' }

// Fields every section may have. `id` is the anchor other links point at (#services).
export const sectionCommon: Record<string, Json> = {
  id: text('Anchor name', 'Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.', 'services', {
    pattern: '^[a-z][a-z0-9-]*$',
  }),
  eyebrow: text('Label above the heading', 'A short label shown above the heading.', 'Why choose us'),
  heading: text('Heading', 'The heading of the section.', 'Our Tax Services'),
  intro: text('Introduction', 'A sentence or two under the heading.', 'Everything you need to file with confidence.'),
  tone: oneOf('Background', 'Background of the section: plain (white), muted (light grey), brand (deep blue).', ['plain', 'muted', 'brand'], 'muted'),
}

export function section(type: string, title: string, description: string, properties: Record<string, Json>, required: string[], example: Json): Json {
  const full = { type, ...example }
  return {
    ...object(
      title,
      description,
      {
        type: { const: type, title: 'Section type', description: `Section type: ${type}. ${description}`, examples: [type] },
        ...sectionCommon,
        ...properties,
      },
      ['type', ...required],
      full,
    ),
    // In the editor, a new item under `sections:` offers every section type, filled in with its example.
    defaultSnippets: [snippet(`${type} section`, description, full)],
  }
}

// A completion snippet for the YAML language server: picking it inserts `example` as YAML. The server
// inserts strings as they are, as snippet text, so each is written here as YAML (a scalar quoted where
// YAML needs it; a list inside a list, which the server cannot lay out, as [a, b]) with the snippet
// characters $ } \ escaped, behind the `^` that tells the server to insert it verbatim.
function snippet(label: string, description: string, example: unknown): Json {
  return { label, description, body: snippetValue(example) }
}

function verbatim(value: unknown, collectionStyle: 'any' | 'flow' = 'any'): string {
  const yaml = stringify(value, { lineWidth: 0, collectionStyle }).trimEnd()
  return '^' + (yaml.includes('\n') ? JSON.stringify(value) : yaml).replace(/[\\$}]/g, '\\$&')
}

function snippetValue(value: unknown): unknown {
  if (typeof value === 'string') return verbatim(value)
  if (Array.isArray(value)) return value.map((item) => (Array.isArray(item) ? verbatim(item, 'flow') : snippetValue(item)))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, snippetValue(v)]))
  return value
}
