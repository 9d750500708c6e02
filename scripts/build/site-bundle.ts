// The two Vite builds (the browser's bundle and the server renderer the prerender imports), kept under
// the hash of everything they are made from: the renderer's and the schema's sources, the Vite config,
// the packages (the lock file), Node's version and the one part of site/ in the bundle (the
// virtual:site-config module: site.yaml with its icons and images). Pages are not among them (they
// reach the browser as data files, renderer/page-data.ts), so a build after an edit of a page finds the
// bundle here and does not start Vite at all. Keyed by content, never by timestamps; the same inputs
// give the same bundle, so a bundle from the cache is the one Vite would make.
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { configModuleSource } from '../../renderer/build/site-data.ts'
import type { SiteImages } from '../../renderer/build/site-images.ts'
import type { LoadResult } from '../../schema/load-site.ts'
import { projectRoot } from '../../schema/load-site.ts'
import { defaultCacheRoot } from './content-cache.ts'

// Named so that changing how the bundle is made (this file) leaves the bundles made before unused.
const version = 'site-bundle v1'
// The folders and files the bundles are made from, from the project's root.
const sourceFolders = ['renderer', 'schema']
const sourceFiles = ['vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json']
// Bundles of earlier sources kept besides the newest, for switching branches back and forth.
const keptBundles = 4

export interface SiteBundle {
  /** The hash of the bundle's inputs: a page rendered with the same key and data is the same page. */
  key: string
  /** The server renderer's entry (entry-server.js), inside the project, where Node finds its packages. */
  serverEntry: string
  fromCache: boolean
}

/** site/ as the build loaded it (without problems). */
export interface BundleInputs {
  siteDir: string
  result: LoadResult
  images: SiteImages
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => !entry.split(sep).includes('node_modules') && statSync(join(dir, entry)).isFile())
    .map((entry) => join(dir, entry))
}

async function bundleKey(inputs: BundleInputs): Promise<string> {
  const hash = createHash('sha256').update(version).update('\0').update(process.version).update('\0').update(projectRoot)
  // Settings Vite reads from the environment.
  for (const [name, value] of Object.entries(process.env).filter(([name]) => name === 'NODE_ENV' || name.startsWith('VITE_')).sort()) hash.update(`\0${name}=${value}`)
  const files = [...sourceFolders.flatMap((folder) => filesUnder(join(projectRoot, folder))), ...sourceFiles.map((file) => join(projectRoot, file))].sort()
  for (const file of files) {
    // A copy of the project may lack one (the tests' copies have no lock file).
    const content = existsSync(file) ? readFileSync(file) : Buffer.from('(absent)')
    hash.update(`\0${relative(projectRoot, file)}\0${content.length}\0`).update(content)
  }
  hash.update('\0virtual:site-config\0').update(await configModuleSource(inputs.result.site!.config, inputs.images.images))
  return hash.digest('hex')
}

async function viteBuilds(inputs: BundleInputs, into: string) {
  // Imported only when the bundle must be made: Vite alone takes a noticeable part of a warm build.
  const { build } = await import('vite')
  const configFile = join(projectRoot, 'vite.config.ts')
  // The site plugin takes the site as the build loaded it instead of reading it again (renderer/build/site-plugin.ts).
  const loadedSite = { siteDir: inputs.siteDir, result: inputs.result, images: inputs.images }
  await build({ configFile, logLevel: 'warn', loadedSite, build: { outDir: join(into, 'client'), emptyOutDir: true } })
  await build({ configFile, logLevel: 'warn', loadedSite, build: { ssr: 'entry-server.tsx', outDir: join(into, 'server'), emptyOutDir: true, manifest: false } })
}

/** Copies the bundle into `clientDir` and `serverDir`, from the cache or made by Vite (and kept). */
export async function siteBundle(inputs: BundleInputs, clientDir: string, serverDir: string, cacheRoot = defaultCacheRoot): Promise<SiteBundle> {
  const key = await bundleKey(inputs)
  const bundles = join(cacheRoot, 'bundle')
  const kept = join(bundles, key)
  const fromCache = existsSync(kept)
  if (!fromCache) {
    // Made beside its place and renamed into it, so a build stopped midway never leaves half a bundle.
    const making = `${kept}.${process.pid}.tmp`
    rmSync(making, { recursive: true, force: true })
    await viteBuilds(inputs, making)
    mkdirSync(bundles, { recursive: true })
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
  forgetOldBundles(bundles)
  cpSync(join(kept, 'client'), clientDir, { recursive: true })
  rmSync(serverDir, { recursive: true, force: true })
  cpSync(join(kept, 'server'), serverDir, { recursive: true })
  return { key, serverEntry: join(serverDir, 'entry-server.js'), fromCache }
}

// The least recently used bundles go: which one a build uses is decided by its key alone.
function forgetOldBundles(bundles: string) {
  const entries = readdirSync(bundles)
    .filter((name) => /^[0-9a-f]{64}$/.test(name))
    .map((name) => ({ path: join(bundles, name), used: statSync(join(bundles, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used)
  for (const { path } of entries.slice(keptBundles)) rmSync(path, { recursive: true, force: true })
}
