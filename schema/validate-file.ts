// One file on its own against its definition of the schema: its first YAML slip, or every problem the
// schema finds, in plain words (schema-errors.ts). What it finds depends on the file's text alone, so
// the site checker keeps it for as long as the text stays the same (site-checker.ts).
import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { sectionDefinitions } from '../renderer/sections/definitions.ts'
import type { Problem } from './problem.ts'
import { schemaErrorToProblem } from './schema-errors.ts'
import { editorKeywords } from './schema-parts.ts'
import { siteSchema } from './site-schema.ts'
import type { SourceFile } from './source-file.ts'
import { firstSlip } from './yaml-slips.ts'

const sectionTypes = sectionDefinitions.map((s) => s.type)

export type FileDefinition = 'Page' | 'SiteConfig' | 'TestimonialsFile'
let ajv: Ajv | undefined
const validators = new Map<string, ValidateFunction>()

/** The compiled validator of one definition of the schema: a whole file's (Page), or a part's (Section). */
export function schemaValidator(def: string): ValidateFunction {
  if (!ajv) {
    ajv = new Ajv({ allErrors: true, verbose: true, discriminator: true, strict: true, allowUnionTypes: true })
    addFormats.default(ajv, ['email'])
    ajv.addVocabulary(editorKeywords)
    ajv.addSchema(siteSchema)
  }
  let validate = validators.get(def)
  if (!validate) {
    if (!(def in siteSchema.$defs)) throw new Error(`the schema has no definition named ${def}`)
    validators.set(def, (validate = ajv.getSchema(`${siteSchema.$id}#/$defs/${def}`)!))
  }
  return validate
}

/** The problems of one file on its own: its first YAML slip, or everything its schema finds. */
export function validateFile(file: SourceFile, def: FileDefinition): Problem[] {
  const slip = firstSlip(file)
  if (slip) return [slip]
  const validate = schemaValidator(def)
  if (validate(file.data)) return []
  const seen = new Set<string>()
  return (validate.errors ?? []).flatMap((error) => {
    const problem = schemaErrorToProblem(file, error, sectionTypes)
    const key = problem && `${problem.line}:${problem.col}:${problem.message}`
    if (!problem || seen.has(key!)) return []
    seen.add(key!)
    return [problem]
  })
}
