// Small builders for the JSON Schema in schema/site-schema.ts. Every field gets a description and an
// example because the editor shows them as hover help; every object is closed so a misspelt key is
// caught instead of silently ignored.
type Json = Record<string, unknown>

export function text(description: string, example: string, extra: Json = {}): Json {
  return { type: 'string', minLength: 1, description, examples: [example], ...extra }
}

export function number(description: string, example: number, extra: Json = {}): Json {
  return { type: 'number', description, examples: [example], ...extra }
}

export function flag(description: string, example = true): Json {
  return { type: 'boolean', description, examples: [example] }
}

export function list(description: string, items: Json, example: unknown[], extra: Json = {}): Json {
  return { type: 'array', description, items, minItems: 1, examples: [example], ...extra }
}

export function oneOf(description: string, values: readonly string[], example: string): Json {
  return { type: 'string', enum: [...values], description, examples: [example] }
}

// A $ref carries no siblings: draft-07 ignores them, and the type generator would copy the type.
export function ref(name: string): Json {
  return { $ref: `#/$defs/${name}` }
}

export function object(
  description: string,
  properties: Record<string, Json>,
  required: string[],
  example: Json,
  title?: string,
): Json {
  return {
    ...(title ? { title } : {}),
    type: 'object',
    description,
    properties,
    required,
    additionalProperties: false,
    examples: [example],
  }
}

// Fields every section may have. `id` is the anchor other links point at (#services).
const sectionCommon: Record<string, Json> = {
  id: text('Anchor name of this section, so a link or button can scroll to it with #name. Lower case letters, digits and dashes.', 'services', {
    pattern: '^[a-z][a-z0-9-]*$',
  }),
  eyebrow: text('A short label shown above the heading.', 'Why choose us'),
  heading: text('The heading of the section.', 'Our Tax Services'),
  intro: text('A sentence or two under the heading.', 'Everything you need to file with confidence.'),
  tone: oneOf('Background of the section: plain (white), muted (light grey), brand (deep blue).', ['plain', 'muted', 'brand'], 'muted'),
}

export function section(
  type: string,
  title: string,
  description: string,
  properties: Record<string, Json>,
  required: string[],
  example: Json,
): Json {
  return object(
    description,
    {
      type: { const: type, description: `Section type: ${type}. ${description}`, examples: [type] },
      ...sectionCommon,
      ...properties,
    },
    ['type', ...required],
    { type, ...example },
    title,
  )
}
