// The catalogue in site/README.md (the editors' guide): the page fields, every section type and every
// building block, each with its description, its fields and a YAML example, all taken from the schema's
// descriptions and examples. `npm run gen:types` writes it between the markers below and leaves the
// hand-written rest of the guide alone; `npm run gen:types -- --check` fails when it is stale.
import { Document, isSeq, visit } from 'yaml'
import { sectionDefinitions } from '../renderer/sections/definitions.ts'
import { sectionCommon } from './schema-parts.ts'
import { siteSchema } from './site-schema.ts'

export const catalogueStart = '<!-- catalogue:start -->'
export const catalogueEnd = '<!-- catalogue:end -->'

interface Schema {
  $ref?: string
  title?: string
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  description?: string
  examples?: unknown[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  oneOf?: Schema[]
  minimum?: number
  maximum?: number
  maxLength?: number
}

const defs = siteSchema.$defs as Record<string, Schema>
const refName = (schema: Schema) => schema.$ref?.split('/').pop()
const resolve = (schema: Schema): Schema => (schema.$ref ? defs[refName(schema)!] : schema)

/** The section definitions in the order of the `Section` union, each with its `type`. */
export const sectionDefs = sectionDefinitions.map((s) => ({ type: s.type, name: s.typeName, def: s.schema as Schema }))

/** Blocks used inside sections (Action, Card, …), in the order the schema defines them. */
const fileDefs = new Set(['Page', 'SiteConfig', 'TestimonialsFile', 'ServerTestimonial', 'Office', 'NavItem', 'ContactMessage', 'Section', 'Icon'])
export const blockNames = Object.keys(defs).filter((name) => !fileDefs.has(name) && !sectionDefs.some((s) => s.name === name))

const code = (value: unknown) => `\`${String(value)}\``
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')
const sectionAnchor = (type: string) => `#${type}-section`
const blockLink = (name: string) => `[${code(name)}](#${name.toLowerCase()})`
const sentence = (text: string) => (/[.!?)]$/.test(text) ? text : `${text}.`)

/** What a field holds, in words: its description plus what may be written in it. */
function describe(field: Schema): string {
  const own = field.description ? sentence(field.description) : ''
  if (field.$ref) {
    const name = refName(field)!
    if (name === 'Icon') return 'An icon: one of the [icon names](#icons).'
    return `${own || sentence(defs[name].description ?? '')} See ${blockLink(name)}.`
  }
  if (field.type === 'array' && field.items) {
    const name = refName(field.items)
    if (name === 'Section') return `${own} A list of [sections](#section-types).`
    if (name) return `${own} A list of ${blockLink(name)}.`
    if (field.items.type === 'array') return `${own} A list of lists.`
    return `${own} A list, one \`- \` line per item.`
  }
  const parts = [own]
  if (field.properties) {
    const keys = Object.keys(field.properties).map((key) => (field.required?.includes(key) ? `${code(key)} (required)` : code(key)))
    parts.push(`With the fields ${keys.join(', ')}.`)
  }
  if (field.const !== undefined) parts.push(`Always ${code(field.const)}.`)
  if (field.enum) parts.push(`One of: ${field.enum.map(code).join(', ')}.`)
  if (field.type === 'boolean') parts.push('`true` or `false`.')
  if (field.minimum !== undefined && field.maximum !== undefined) parts.push(`From ${field.minimum} to ${field.maximum}.`)
  if (field.maxLength !== undefined) parts.push(`At most ${field.maxLength} characters.`)
  return parts.filter(Boolean).join(' ')
}

function fieldTable(def: Schema, skip: (key: string, field: Schema) => boolean = () => false): string[] {
  const rows = Object.entries(def.properties ?? {})
    .filter(([key, field]) => key !== '$schema' && !skip(key, field))
    .map(([key, field]) => `| ${code(key)} | ${cell(field.title ?? '')} | ${def.required?.includes(key) ? 'yes' : ''} | ${cell(describe(field))} |`)
  if (!rows.length) return []
  return ['| field | name | required | what to write |', '| --- | --- | --- | --- |', ...rows, '']
}

/** The value shown for a field in an example: its own example, or its building block's. */
function exampleOf(field: Schema): unknown {
  return field.examples?.[0] ?? resolve(field).examples?.[0]
}

const isCommon = (key: string, field: Schema) => JSON.stringify(sectionCommon[key]) === JSON.stringify(field)

/**
 * A section's example: the schema's example of the section, with an example of every field of its own
 * (not the fields every section has) that the schema's example leaves out.
 */
function sectionExample(def: Schema): Record<string, unknown> {
  const given = (def.examples?.[0] ?? {}) as Record<string, unknown>
  const example: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(def.properties ?? {})) {
    if (key in given) example[key] = given[key]
    else if (!isCommon(key, field) && exampleOf(field) !== undefined) example[key] = exampleOf(field)
  }
  return example
}

/** YAML as the site's files write it: a list inside a list (a table's row) on one line, [a, b]. */
function toYaml(value: unknown): string {
  const doc = new Document(value)
  visit(doc, { Seq: (_, node, path) => void (isSeq(path[path.length - 1]) && (node.flow = true)) })
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false }).trimEnd()
}

/** A fenced YAML block; `indent` moves the YAML in, `fence` the whole block (inside a list item). */
const yaml = (value: unknown, indent = '', fence = '') => [
  ...[
    '```yaml',
    ...toYaml(value)
      .split('\n')
      .map((line) => indent + line),
    '```',
  ].map((line) => fence + line),
  '',
]

function sectionEntry({ type, def }: (typeof sectionDefs)[number]): string[] {
  return [
    `### ${code(type)} section`,
    '',
    `**${def.title}.** ${sentence(def.description ?? '')}`,
    '',
    ...fieldTable(def, (key, field) => key === 'type' || (isCommon(key, field) && !def.required?.includes(key))),
    ...yaml([sectionExample(def)], '  '),
  ]
}

function blockEntry(name: string): string[] {
  const def = defs[name]
  const head = [`### ${code(name)}`, '', `**${def.title}.** ${sentence(def.description ?? '')}`, '']
  if (def.oneOf) {
    return [
      ...head,
      'It is one of these, chosen by its first field:',
      '',
      ...def.oneOf.flatMap((variant) => [
        `- **${variant.title}.** ${sentence(variant.description ?? '')}`,
        '',
        ...fieldTable(variant).map((line) => (line ? `  ${line}` : line)),
        ...yaml(variant.examples?.[0], '', '  '),
      ]),
    ]
  }
  return [...head, ...fieldTable(def), ...yaml(def.examples?.[0])]
}

/** The generated part of site/README.md, markers included. */
export function catalogue(): string {
  const page = defs.Page
  const icons = (defs.Icon.enum ?? []) as string[]
  const lines = [
    catalogueStart,
    '<!-- Generated from schema/site-schema.ts and renderer/sections/*/definition.ts by `npm run gen:types`. To change it, change the descriptions and examples there. -->',
    '',
    '## Page files',
    '',
    'Each file in `site/pages/` is one page of the site. It has these fields:',
    '',
    ...fieldTable(page),
    ...yaml(exampleOf(page)),
    '## Section types',
    '',
    'A page is a list of sections under `sections:`. Each section starts with `type:`, which says what kind it is;',
    'each kind has its own fields, listed below. Each example is one item of the `sections:` list: paste it under',
    '`sections:` with the `-` two spaces in, like the sections already there, and change the words.',
    '',
    ...sectionDefs.map(({ type, def }) => `- [${code(type)}](${sectionAnchor(type)}): **${def.title}.** ${def.description}`),
    '',
    '### Fields every section may have',
    '',
    'Besides its own fields, every section may have these (a section that needs one lists it as required):',
    '',
    ...fieldTable({ properties: sectionCommon as Record<string, Schema> }),
    ...sectionDefs.flatMap(sectionEntry),
    '## Building blocks',
    '',
    'The parts that sections are made of: buttons and links, cards, plans, questions, form fields.',
    '',
    ...blockNames.flatMap(blockEntry),
    '## Icons',
    '',
    'Wherever a field takes an icon, write one of these names:',
    '',
    icons.map(code).join(', '),
    '',
    catalogueEnd,
  ]
  return lines.join('\n')
}

/** The guide with its catalogue brought up to date; the text outside the markers is kept as it is. */
export function withCatalogue(readme: string): string {
  const start = readme.indexOf(catalogueStart)
  const end = readme.indexOf(catalogueEnd)
  if (start < 0 || end < start) {
    throw new Error(`site/README.md has lost its ${catalogueStart} and ${catalogueEnd} lines. Put them back where the catalogue goes.`)
  }
  return readme.slice(0, start) + catalogue() + readme.slice(end + catalogueEnd.length)
}
