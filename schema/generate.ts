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

export async function generatedFiles() {
  const types = await compile(structuredClone(siteSchema) as never, 'SiteSchema', {
    unreachableDefinitions: true,
    additionalProperties: false,
    bannerComment: "// Generated from schema/site.schema.json by `npm run gen:types`. Do not edit.\nimport type { InlineText } from '../inline-text.ts'",
    format: false,
  })
  const validators = validatorsSource()
  return [
    file('schema/site.schema.json', json(siteSchema)),
    ...Object.entries(entrySchemas).map(([name, def]) =>
      file(`schema/${name}`, json({ $schema: siteSchema.$schema, $ref: `site.schema.json#/$defs/${def}` })),
    ),
    file('schema/generated/site-types.ts', types),
    file('schema/generated/validators.js', validators.js),
    file('schema/generated/validators.d.ts', validators.dts),
    file('renderer/generated/section-loaders.ts', sectionLoadersSource(sectionDefinitions.map((s) => s.type))),
    file('site/README.md', withErrorTable(withCatalogue(readFileSync(root + 'site/README.md', 'utf8')))),
  ]
}
