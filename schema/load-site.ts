// Loads site/: parses every YAML file with positions, validates each against its part of the schema,
// checks the site as a whole, and returns either every problem or the site with references resolved.
import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sectionDefinitions } from '../renderer/sections/definitions.ts'
import type { Page, ServerTestimonial, SiteConfig, TestimonialsFile } from './generated/site-types.ts'
import { sortProblems, type Problem } from './problem.ts'
import { resolveAll } from './references.ts'
import { schemaErrorToProblem } from './schema-errors.ts'
import { editorKeywords } from './schema-parts.ts'
import { siteSchema } from './site-schema.ts'
import { checkSite } from './site-checks.ts'
import { siteWarnings } from './site-warnings.ts'
import { parseSourceFile, type SourceFile } from './source-file.ts'
import { firstSlip } from './yaml-slips.ts'
import { withInlineText } from './inline-text.ts'

export const projectRoot = fileURLToPath(new URL('..', import.meta.url))
/** The site definition every command and test works on: site/, or the copy SITE_DIR names. */
export const defaultSiteDir = process.env.SITE_DIR?.trim() ? resolve(process.env.SITE_DIR.trim()) : join(projectRoot, 'site')

export interface SitePage {
  /** The file's name without .yaml: home, tax-services, not-found. */
  name: string
  page: Page
}

export interface Site {
  config: SiteConfig
  pages: SitePage[]
  testimonials: ServerTestimonial[]
}

/** Problems fail the check; warnings are shown beside them and do not (schema/site-warnings.ts). */
export type LoadResult = { problems: Problem[]; warnings: Problem[]; site?: undefined } | { problems: []; warnings: Problem[]; site: Site }

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

export function loadSite(siteDir = defaultSiteDir): LoadResult {
  const read = (path: string) => parseSourceFile(relative(process.cwd(), path) || path, path)
  const config = read(join(siteDir, 'site.yaml'))
  const testimonials = read(join(siteDir, 'testimonials.yaml'))
  const pageFiles = readdirSync(join(siteDir, 'pages')).filter((f) => f.endsWith('.yaml')).sort()
  const pages = pageFiles.map((f) => read(join(siteDir, 'pages', f)))

  const problems = [
    ...validateFile(config, 'SiteConfig'),
    ...validateFile(testimonials, 'TestimonialsFile'),
    ...pages.flatMap((p) => validateFile(p, 'Page')),
  ]
  const warnings = sortProblems(siteWarnings([config, testimonials, ...pages].filter((file) => file.data !== undefined)))
  // Whole-site checks need every file to have the right shape first.
  if (problems.length) return { problems: sortProblems(problems), warnings }
  const siteProblems = checkSite({ siteDir, config, pages, others: [testimonials] })
  if (siteProblems.length) return { problems: sortProblems(siteProblems), warnings }

  const facts = config.data as SiteConfig
  const site = resolveAll({
    config: facts,
    // Prose is read into links and emphasis before references are resolved, so a fact with spaces
    // (a phone number) can be a link's target: [call us](tel:{{firm.phones.tollFree}}).
    pages: pages.map((file, i) => ({ name: pageFiles[i].replace(/\.yaml$/, ''), page: withInlineText(file.data as Page) })),
    testimonials: (testimonials.data as TestimonialsFile).testimonials,
  }, facts)
  return { problems: [], warnings, site }
}
