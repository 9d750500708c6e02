// The panel's reading of the schema: a fact of site.yaml named in words, and a new list item empty.
import { expect, test } from 'vitest'
import siteSchema from '../../../schema/site.schema.json' with { type: 'json' }
import { emptyValue, factLabel, hintOf, resolved, sectionName, sectionTypes, type FieldSchema } from './schema-parts.ts'

const defs = (siteSchema as unknown as { $defs: Record<string, FieldSchema> }).$defs

test("a fact is named by its field's title; a name the schema leaves free follows its group's", () => {
  const firm = defs.SiteConfig!.properties!.firm!
  const [group, groupSchema] = Object.entries(firm.properties!).find(([, f]) => f.type === 'object' && f.properties)!
  const [key, field] = Object.entries(groupSchema.properties!)[0]!
  expect(factLabel(`firm.${group}.${key}`)).toBe(field.title)
  expect(factLabel('prices.somePrice')).toBe(`${defs.SiteConfig!.properties!.prices!.title}: somePrice`)
})

test('a new list item has its required fields empty, each with its example as the hint', () => {
  for (const { schema } of sectionTypes) {
    for (const field of Object.values(schema.properties ?? {})) {
      const items = resolved(field).items
      if (!items || resolved(items).type !== 'object') continue
      const item = emptyValue(items) as Record<string, unknown>
      for (const key of resolved(items).required ?? []) {
        const sub = resolved(items).properties![key]!
        if (resolved(sub).type === 'string' && !resolved(sub).enum && resolved(sub).const === undefined) {
          expect(item[key]).toBe('')
          expect(hintOf(sub)).toBe(resolved(sub).examples?.[0])
        }
      }
    }
  }
  expect(sectionName(sectionTypes[0]!.type)).toBe(sectionTypes[0]!.schema.title)
})
