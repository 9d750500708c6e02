// Writes schema/site.schema.json (from schema/site-schema.ts and the section definitions), the per-file
// entry schemas editors bind to, schema/generated/site-types.ts, ajv's validators as code
// (schema/generated/validators.js), the registry's loaders and the catalogue in site/README.md
// (schema/generate.ts). With --check it writes nothing and fails when any is stale.
import { readFileSync } from 'node:fs'
import { generatedFiles } from '../schema/generate.ts'

const check = process.argv.includes('--check')
const files = await generatedFiles()
const stale = files.filter((f) => {
  let current = ''
  try {
    current = readFileSync(f.path, 'utf8')
  } catch {
    /* missing counts as stale */
  }
  return current !== f.content
})

if (check) {
  for (const f of stale) console.error(`${f.relative} is out of date with schema/site-schema.ts and renderer/sections/definitions.ts. Run: npm run gen:types`)
  process.exit(stale.length ? 1 : 0)
}
const { writeFileSync, mkdirSync } = await import('node:fs')
const { dirname } = await import('node:path')
for (const f of stale) {
  mkdirSync(dirname(f.path), { recursive: true })
  writeFileSync(f.path, f.content)
  console.log(`wrote ${f.relative}`)
}
if (!stale.length) console.log('generated files are up to date')
