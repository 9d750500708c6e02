// The scripts a route needs before it is hydrated: the entry, what the entry imports and the components
// of its sections (its data is a file of its own, renderer/page-data.ts). Knowing them all up front lets the browser fetch them in
// parallel, instead of one after another as each module is run and asks for the next.
import { readFileSync } from 'node:fs'
import { componentFile } from '../../renderer/sections/component-file.ts'
import type { Page } from '../../schema/generated/site-types.ts'

interface ManifestChunk {
  file: string
  imports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

export function readManifest(path: string): Manifest {
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest
}

// The manifest names a chunk by its source file from the renderer's root; the generated registry
// imports each section type's component from the same file.
const componentKey = (type: string) => `sections/${componentFile(type)}`

/** The route's scripts as paths from the site root, the entry first. */
export function routeModules(manifest: Manifest, page: Page): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!
  const keys = [entryKey, ...new Set(page.sections.map((s) => componentKey(s.type)))]
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk)
      throw new Error(
        `The build manifest has no chunk for ${key}: does renderer/generated/section-loaders.ts still import sections/<type>/<PascalCase>.tsx (npm run gen:types)?`,
      )
    if (!files.has(chunk.file)) {
      files.add(chunk.file)
      chunk.imports?.forEach(visit)
    }
  }
  keys.forEach(visit)
  return [...files].map((file) => `/${file}`)
}
