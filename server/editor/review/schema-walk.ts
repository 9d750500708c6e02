// Where a value of a site file sits in the JSON Schema, for naming it in plain words: each file's
// definition (Page, SiteConfig, TestimonialsFile), followed along a data path through properties,
// list items, $refs and the section types' oneOf (picked by the data's `type`).
import { siteSchema } from '../../../schema/site-schema.ts'

export interface SchemaNode {
  title?: string
  type?: string | string[]
  $ref?: string
  properties?: Record<string, SchemaNode>
  items?: SchemaNode
  oneOf?: SchemaNode[]
}

const defs = siteSchema.$defs as Record<string, SchemaNode>

/** The definition a node names, with its name (PlansSection, Plan), followed through $ref. */
function resolved(node: SchemaNode | undefined): { node: SchemaNode | undefined; name?: string } {
  const name = node?.$ref?.replace('#/$defs/', '')
  return name ? { node: defs[name], name } : { node }
}

export function fileSchema(file: string): SchemaNode | undefined {
  if (file === 'site.yaml') return defs.SiteConfig
  if (file === 'testimonials.yaml') return defs.TestimonialsFile
  return file.startsWith('pages/') ? defs.Page : undefined
}

/** The definition a list item or a section type resolves to, given its data. */
export function itemSchema(list: SchemaNode | undefined, item: unknown): { node: SchemaNode | undefined; name?: string } {
  const { node, name } = resolved(list?.items)
  if (!node?.oneOf) return { node, name }
  const type = (item as { type?: unknown } | undefined)?.type
  return node.oneOf.map(resolved).find((option) => (option.node?.properties?.type as { const?: unknown } | undefined)?.const === type) ?? { node: undefined }
}

export const fieldSchema = (object: SchemaNode | undefined, key: string) => resolved(object?.properties?.[key])

/** A definition's name in words, its title: "PlansSection" → "Price plans". */
export const definitionWords = (name: string) => defs[name]?.title ?? words(name)

/** "popularLabel" → "Popular label"; "PlansSection" → "Plans": for names the schema gives no title. */
export function words(name: string): string {
  const spaced = name
    .replace(/Section$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}
