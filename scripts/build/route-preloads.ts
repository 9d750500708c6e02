// The scripts a route needs besides the entry: its page module and the components of its sections.
// Listing them as <link rel="modulepreload"> lets the browser fetch them in parallel with the entry,
// instead of one after another once the entry has run.
import { readFileSync } from 'node:fs'
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

// The registry (renderer/registry.ts) keeps each section type's component in sections/<PascalCase>.tsx.
const componentKey = (type: string) => `sections/${type.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}.tsx`

export function routePreloads(manifest: Manifest, pageName: string, page: Page): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!
  const alreadyLoaded = new Set([entry.file, ...(entry.imports ?? []).map((key) => manifest[key]!.file)])
  const keys = [`../virtual:site-page/${pageName}`, ...new Set(page.sections.map((s) => componentKey(s.type)))]
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}: does renderer/registry.ts still follow sections/<PascalCase>.tsx?`)
    if (!alreadyLoaded.has(chunk.file) && !files.has(chunk.file)) {
      files.add(chunk.file)
      chunk.imports?.forEach(visit)
    }
  }
  keys.forEach(visit)
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
}
