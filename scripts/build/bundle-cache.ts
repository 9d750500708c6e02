// Vite's bundles (the site's, scripts/build/site-bundle.ts; the editor's, editor-bundle.ts) kept under
// the hash of everything they are made from, so a build whose sources did not change takes the bundle
// from here instead of starting Vite. Keyed by content, never by timestamps.
import { createHash, type Hash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { projectRoot } from '../../schema/load-site.ts'

// Bundles of earlier sources kept besides the newest, for switching branches back and forth.
const keptBundles = 4

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => !entry.split(sep).includes('node_modules') && statSync(join(dir, entry)).isFile())
    .map((entry) => join(dir, entry))
}

/** A hash of `version`, Node's version, the project's place and every file of `folders` and `files`. */
export function sourcesHash(version: string, folders: string[], files: string[]): Hash {
  const hash = createHash('sha256').update(version).update('\0').update(process.version).update('\0').update(projectRoot)
  const all = [...folders.flatMap((folder) => filesUnder(join(projectRoot, folder))), ...files.map((file) => join(projectRoot, file))].sort()
  for (const file of all) {
    // A copy of the project may lack one (the tests' copies have no lock file).
    const content = existsSync(file) ? readFileSync(file) : Buffer.from('(absent)')
    hash.update(`\0${relative(projectRoot, file)}\0${content.length}\0`).update(content)
  }
  return hash
}

/** The folder holding the bundle of `key` under `cacheDir`, made by `make` when there is none yet. */
export async function cachedBundle(cacheDir: string, key: string, make: (into: string) => Promise<void>): Promise<{ dir: string; fromCache: boolean }> {
  const kept = join(cacheDir, key)
  const fromCache = existsSync(kept)
  if (!fromCache) {
    // Made beside its place and renamed into it, so a build stopped midway never leaves half a bundle.
    const making = `${kept}.${process.pid}.tmp`
    rmSync(making, { recursive: true, force: true })
    await make(making)
    mkdirSync(cacheDir, { recursive: true })
    // Another build of the same inputs may have put the same bundle in place meanwhile.
    try {
      renameSync(making, kept)
    } catch (error) {
      if (!existsSync(kept)) throw error
      rmSync(making, { recursive: true, force: true })
    }
  }
  const now = new Date()
  utimesSync(kept, now, now)
  forgetOldBundles(cacheDir)
  return { dir: kept, fromCache }
}

// The least recently used bundles go: which one a build uses is decided by its key alone.
function forgetOldBundles(cacheDir: string) {
  const entries = readdirSync(cacheDir)
    .filter((name) => /^[0-9a-f]{64}$/.test(name))
    .map((name) => ({ path: join(cacheDir, name), used: statSync(join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used)
  for (const { path } of entries.slice(keptBundles)) rmSync(path, { recursive: true, force: true })
}
