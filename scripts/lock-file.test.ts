// npm ci refuses a lock file that names a package without locking it. npm leaves out the platform
// packages of other systems (a macOS or Windows build of a native module) when the registry it asks
// lacks them, and then every install on a fresh machine fails: this catches it where the lock is made.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { projectRoot } from '../schema/load-site.ts'

interface LockedPackage {
  version?: string
  optionalDependencies?: Record<string, string>
  dependencies?: Record<string, string>
}
const lock = JSON.parse(readFileSync(join(projectRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockedPackage> }

/** Where Node would find `name` from the package at `from`: its own node_modules, then each parent's. */
function resolveLocked(from: string, name: string): string | undefined {
  for (let dir = from; ; dir = dir.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, '')) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`
    if (lock.packages[candidate]) return candidate
    if (!dir) return undefined
  }
}

test('every optional dependency in package-lock.json is locked, for every platform', () => {
  const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
    Object.keys(entry.optionalDependencies ?? {})
      .filter((name) => !resolveLocked(path, name))
      .map((name) => `${name} (wanted by ${path || 'the project'})`),
  )
  expect(
    missing,
    'regenerate the lock file with npm install on a registry that serves every platform package, or pin a version whose packages it serves',
  ).toEqual([])
})
