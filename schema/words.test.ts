// Every section type, building block and field of the schema has a name in words (`title`) and a
// one-line description beside its definition: the editor labels its forms with them, the review and
// the editor's problems name places with them. A new type or field without words fails here.
import { expect, test } from 'vitest'
import { siteSchema } from './site-schema.ts'

interface Node {
  title?: string
  description?: string
  properties?: Record<string, Node>
  items?: Node
  oneOf?: Node[]
  $ref?: string
}

/** Every place of the schema that needs words, by its path: each definition, each field, each inline object. */
function places(node: Node, at: string, out: [string, Node][]): [string, Node][] {
  for (const [key, field] of Object.entries(node.properties ?? {})) {
    out.push([`${at}.${key}`, field])
    places(field, `${at}.${key}`, out)
  }
  if (node.items && !node.items.$ref && node.items.properties) {
    out.push([`${at}[]`, node.items])
    places(node.items, `${at}[]`, out)
  }
  node.oneOf?.forEach((choice, i) => {
    if (choice.$ref) return
    out.push([`${at}|${i}`, choice])
    places(choice, `${at}|${i}`, out)
  })
  return out
}

test('every section type, block and field has a name and a one-line description', () => {
  const defs = Object.entries(siteSchema.$defs as Record<string, Node>)
  const all = defs.flatMap(([name, def]) => places(def, name, [[name, def]]))
  expect(all.length).toBeGreaterThan(200)
  const missing = all.filter(([, node]) => !node.title?.trim() || !node.description?.trim() || node.description.includes('\n')).map(([path]) => path)
  expect(missing).toEqual([])
})
