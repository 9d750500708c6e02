// What `npm run gen:types` writes: the JSON Schema, one small entry schema per kind of site file (so an
// editor binds each file to the right definition), the TypeScript types, ajv's validators as code
// (validators-source.ts), the section registry's loaders, and the generated parts of the editors' guide
// (site/README.md: the catalogue of sections and the table of errors; the hand-written text around them
// is kept).
import { compile } from 'json-schema-to-typescript'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sectionDefinitions } from '../renderer/sections/definitions.ts'
import { sectionLoadersSource } from '../renderer/sections/section-loaders-source.ts'
import { withCatalogue } from './catalogue.ts'
import { withErrorTable } from './error-table.ts'
import { siteSchema } from './site-schema.ts'
import { validatorsSource } from './validators-source.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
export const entrySchemas = {
  'page.schema.json': 'Page',
  'site-config.schema.json': 'SiteConfig',
  'testimonials.schema.json': 'TestimonialsFile',
} as const

function file(relative: string, content: string) {
  return { relative, path: root + relative, content }
}

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n'

// The types are named after the $defs keys (PlansSection, Plan), or a `tsName` where a schema is written
// inline; the titles are names in words for people ("Price plans"), and json-schema-to-typescript would
// name a type after every title. A field's own name and description beside a $ref would make it copy
// the referenced type.
function forTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forTypes)
  if (!schema || typeof schema !== 'object') return schema
  if ('$ref' in schema) return { $ref: schema.$ref }
  const named = (group: object) => Object.fromEntries(Object.entries(group).map(([name, sub]) => [name, forTypes(sub)]))
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== 'title')
      .map(([key, value]) => [
        key === 'tsName' ? 'title' : key,
        key === 'properties' || key === '$defs' ? named(value) : subschemaKeys.has(key) ? forTypes(value) : value,
      ]),
  )
}
const subschemaKeys = new Set(['items', 'additionalProperties', 'not', 'oneOf', 'anyOf', 'allOf'])

export async function generatedFiles() {
  const types = await compile({ ...(forTypes(siteSchema) as object), title: siteSchema.title } as never, 'SiteSchema', {
    unreachableDefinitions: true,
    additionalProperties: false,
    bannerComment: "// Generated from schema/site.schema.json by `npm run gen:types`. Do not edit.\nimport type { InlineText } from '../inline-text.ts'",
    format: false,
  })
  const validators = validatorsSource()
  return [
    file('schema/site.schema.json', json(siteSchema)),
    ...Object.entries(entrySchemas).map(([name, def]) => file(`schema/${name}`, json({ $schema: siteSchema.$schema, $ref: `site.schema.json#/$defs/${def}` }))),
    file('schema/generated/site-types.ts', types),
    file('schema/generated/validators.js', validators.js),
    file('schema/generated/validators.d.ts', validators.dts),
    file('renderer/generated/section-loaders.ts', sectionLoadersSource(sectionDefinitions.map((s) => s.type))),
    file('site/README.md', withErrorTable(withCatalogue(readFileSync(root + 'site/README.md', 'utf8')))),
  ]
}
