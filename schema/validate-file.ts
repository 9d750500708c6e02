// One file on its own against its definition of the schema: its first YAML slip, or every problem the
// schema finds, in plain words (schema-errors.ts). What it finds depends on the file's text alone, so
// the site checker keeps it for as long as the text stays the same (site-checker.ts).
import { sectionDefinitions } from '../renderer/sections/definitions.ts'
import type { Problem } from './problem.ts'
import { schemaErrorToProblem } from './schema-errors.ts'
import * as validators from './generated/validators.js'
import type { SourceFile } from './source-file.ts'
import { firstSlip } from './yaml-slips.ts'

const sectionTypes = sectionDefinitions.map((s) => s.type)

export type FileDefinition = 'Page' | 'SiteConfig' | 'TestimonialsFile'

/**
 * The validator of one definition of the schema: a whole file's (Page), or a part's (Section). ajv wrote
 * it as code when the schema last changed (`npm run gen:types`, validators-source.ts), so nothing is
 * compiled here.
 */
export function schemaValidator(def: string): validators.Validator {
  if (!Object.hasOwn(validators, def)) throw new Error(`the schema has no definition named ${def}`)
  return validators[def as keyof typeof validators] as validators.Validator
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
