// Each folder of renderer/sections/ is one section type: its definition is in the list, and the list has
// no type without a folder and a component. The type check covers a listed type whose component is
// missing (renderer/registry.ts); this covers a folder the list forgot, which nothing else would notice.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { siteSchema } from '../../schema/site-schema.ts'
import { componentFile } from './component-file.ts'
import { sectionDefinitions } from './definitions.ts'

const here = fileURLToPath(new URL('.', import.meta.url))
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()

test('every folder is a listed section type, named after its type', async () => {
  for (const folder of folders) {
    const { default: definition } = await import(`./${folder}/definition.ts`)
    expect(sectionDefinitions, `renderer/sections/${folder}/definition.ts is not in renderer/sections/definitions.ts`).toContain(definition)
    expect(definition.type, `renderer/sections/${folder}/ defines another type`).toBe(folder)
  }
  expect(sectionDefinitions.map((s) => s.type).sort()).toEqual(folders)
})

test('every listed type has its component in its folder, exported as the default', async () => {
  for (const { type } of sectionDefinitions) {
    expect(existsSync(join(here, componentFile(type))), `renderer/sections/${componentFile(type)} is missing`).toBe(true)
    const component = await import(`./${componentFile(type)}`)
    expect(typeof component.default, `renderer/sections/${componentFile(type)} exports no component as its default`).toBe('function')
  }
})

test('the schema holds each type under its type name, with the blocks only it uses', () => {
  const defs = siteSchema.$defs as Record<string, unknown>
  for (const { typeName, schema, blocks } of sectionDefinitions) {
    expect(defs[typeName]).toBe(schema)
    for (const [name, block] of Object.entries(blocks)) expect(defs[name]).toBe(block)
  }
  expect((defs.Section as { oneOf: unknown[] }).oneOf).toHaveLength(sectionDefinitions.length)
})
