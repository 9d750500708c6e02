// The validators ajv wrote as code (schema/generated/validators.js) are the schema's: the file is what
// the schema gives now, and on faulty files they give the errors, field for field, that ajv compiling
// the schema at run time gives, so every message stays the same.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { defaultSiteDir, projectRoot } from './load-site.ts'
import { siteSchema } from './site-schema.ts'
import { parseSource } from './source-file.ts'
import { schemaValidator, validateFile, type FileDefinition } from './validate-file.ts'
import { schemaAjv, validatorsSource } from './validators-source.ts'

const compiled = schemaAjv()
const page = readdirSync(join(defaultSiteDir, 'pages'))
  .filter((f) => f.endsWith('.yaml'))
  .sort()[0]!

/** A file of the site with one value set (undefined: removed), as the validator reads it. */
function faulty(name: string, path: (string | number)[], value: unknown) {
  const doc = parseDocument(readFileSync(join(defaultSiteDir, name), 'utf8'))
  if (value === undefined) doc.deleteIn(path)
  else doc.setIn(path, value)
  return parseSource(name, doc.toString())
}

const pageSections = () => parseDocument(readFileSync(join(defaultSiteDir, 'pages', page), 'utf8')).toJS().sections as { type: string }[]

const faults: [string, FileDefinition, string, (string | number)[], unknown][] = [
  ['an unknown section type', 'Page', `pages/${page}`, ['sections', 0, 'type'], `${pageSections()[0]!.type}x`],
  ['a field of the wrong type', 'Page', `pages/${page}`, ['title'], 42],
  ['a missing required field', 'Page', `pages/${page}`, ['description'], undefined],
  ['an unknown field', 'Page', `pages/${page}`, ['sections', 0, 'headng'], 'A heading'],
  ['an unknown field in site.yaml', 'SiteConfig', 'site.yaml', ['firm', 'emial'], 'office@example.com'],
  ['a text that is not an email address', 'SiteConfig', 'site.yaml', ['firm', 'email'], 'office-at-example.com'],
  ['a rating out of range', 'TestimonialsFile', 'testimonials.yaml', ['testimonials', 0, 'rating'], 9],
]

describe('generated validators', () => {
  it('are the ones the schema gives (run `npm run gen:types` when this fails)', () => {
    const { js, dts } = validatorsSource()
    expect(readFileSync(join(projectRoot, 'schema/generated/validators.js'), 'utf8')).toBe(js)
    expect(readFileSync(join(projectRoot, 'schema/generated/validators.d.ts'), 'utf8')).toBe(dts)
  })

  it('cover every definition of the schema, and no other', () => {
    for (const def of Object.keys(siteSchema.$defs)) expect(typeof schemaValidator(def), def).toBe('function')
    expect(() => schemaValidator('Nothing')).toThrow('the schema has no definition named Nothing')
  })

  it.each(faults)('give the errors compiling the schema gives, for %s', (_, def, name, path, value) => {
    const file = faulty(name, path, value)
    const generated = schemaValidator(def)
    const fresh = compiled.getSchema(`${siteSchema.$id}#/$defs/${def}`)!
    expect(generated(file.data)).toBe(false)
    expect(fresh(file.data)).toBe(false)
    expect(generated.errors).toEqual(fresh.errors)
  })

  it('give the messages editors read', () => {
    const messages = (def: FileDefinition, name: string, path: (string | number)[], value: unknown) =>
      validateFile(faulty(name, path, value), def).map((p) => p.message)
    expect(messages('Page', `pages/${page}`, ['title'], 42)).toEqual(['`title` should be text, but it is a number'])
    expect(messages('Page', `pages/${page}`, ['description'], undefined)).toEqual([
      'this file is missing the required field `description` (The summary search engines and social sites show (about 150 characters)). Add `description:` with a value',
    ])
    expect(messages('SiteConfig', 'site.yaml', ['firm', 'email'], 'office-at-example.com')).toEqual([
      '`email` is not an email address: `office-at-example.com`',
    ])
  })
})
