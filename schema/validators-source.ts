// The text of schema/generated/validators.js (and its .d.ts), which `npm run gen:types` writes: ajv's
// validator of every definition of the schema, generated as code (ajv's standalone output), so that no
// run of `npm run validate`, the editor's check or the dev server compiles the schema (it took a quarter
// of a second). The options are the validator's: every error at once, each with the value, the schema
// and its parent (schema-errors.ts reads them), unions told apart by their `type`.
import { Ajv, _, type CodeOptions } from 'ajv'
import addFormats from 'ajv-formats'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { editorKeywords } from './schema-parts.ts'
import { siteSchema } from './site-schema.ts'

// A format ajv cannot write as a regular expression is taken from ajv-formats at run time (only `email`
// is in use, and it is one); the generated code then names `fullFormats`, imported in its header.
const formatsName = 'fullFormats'

// ajv's generated code reaches its small run-time helpers (the length of a text in characters) by
// require(), which an ES module has to make for itself.
const header = (usesFormats: boolean) => [
  '// Generated from schema/site-schema.ts by `npm run gen:types` (schema/validators-source.ts). Do not edit.',
  "// ajv's validator of every definition of the schema, as code: schemaValidator() in schema/validate-file.ts.",
  'import { createRequire } from "node:module";',
  ...(usesFormats ? [`import { ${formatsName} } from "ajv-formats/dist/formats.js";`] : []),
  'const require = createRequire(import.meta.url);',
]

/**
 * ajv with the validator's options and the whole schema: with `code`, ready to write its validators as
 * code; without, compiling them as the validator did before they were generated (validators.test.ts).
 */
export function schemaAjv(code?: CodeOptions): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, discriminator: true, strict: true, allowUnionTypes: true, code })
  addFormats.default(ajv, ['email'])
  // Keywords for tools only (schema-parts.ts): accepted, and no code.
  ajv.addVocabulary(editorKeywords)
  return ajv.addSchema(siteSchema)
}

export function validatorsSource(): { js: string; dts: string } {
  const ajv = schemaAjv({ source: true, esm: true, lines: true, formats: _`${formatsName}` })
  const names = Object.keys(siteSchema.$defs)
  const code = standaloneCode.default(ajv, Object.fromEntries(names.map((name) => [name, `${siteSchema.$id}#/$defs/${name}`])))
  const js = [...header(new RegExp(`\\b${formatsName}\\b`).test(code)), code, ''].join('\n')
  const dts = [
    '// Generated from schema/site-schema.ts by `npm run gen:types` (schema/validators-source.ts). Do not edit.',
    'import type { ErrorObject } from "ajv";',
    "/** One definition's validator: true when the value is valid; otherwise its errors are in `errors`. */",
    'export interface Validator {',
    '  (data: unknown): boolean;',
    '  errors?: ErrorObject[] | null;',
    '}',
    ...names.map((name) => `export declare const ${name}: Validator;`),
    '',
  ].join('\n')
  return { js, dts }
}
