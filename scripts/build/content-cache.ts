// Results of a build step kept under the hash of what they were made from, so the next build does
// not make them again: the same input gives the same bytes, whichever build made them first. Keyed
// by content, never by timestamps, so a clean build and one that used the cache are byte-identical.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { projectRoot } from '../../schema/load-site.ts'

// BUILD_CACHE_DIR keeps the results elsewhere (tests start from an empty cache of their own).
export const defaultCacheRoot = process.env.BUILD_CACHE_DIR ? resolve(process.env.BUILD_CACHE_DIR) : join(projectRoot, 'node_modules', '.cache', 'site-build')

export interface ContentCache {
  /** The result kept for these inputs, or what `make` returns, kept for next time. */
  get(inputs: (string | Buffer)[], make: () => Promise<Buffer>): Promise<{ data: Buffer; fromCache: boolean }>
}

/** A cache for one step; `version` names how the step works, so changing it leaves old results unused. */
export function contentCache(step: string, version: string, root = defaultCacheRoot): ContentCache {
  const dir = join(root, step)
  mkdirSync(dir, { recursive: true })
  return {
    async get(inputs, make) {
      const hash = createHash('sha256').update(version)
      for (const input of inputs) hash.update(String(input.length)).update(':').update(input)
      const path = join(dir, hash.digest('hex'))
      if (existsSync(path)) return { data: readFileSync(path), fromCache: true }
      const data = await make()
      // Renamed into place, so a build stopped mid-write never leaves a torn result a later one trusts.
      writeFileSync(`${path}.${process.pid}.tmp`, data)
      renameSync(`${path}.${process.pid}.tmp`, path)
      return { data, fromCache: false }
    },
  }
}
