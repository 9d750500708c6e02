// The two Vite builds (the browser's bundle and the server renderer the prerender imports), kept under
// the hash of everything they are made from: the renderer's and the schema's sources, the Vite config,
// the packages (the lock file), Node's version and the one part of site/ in the bundle (the
// virtual:site-config module: site.yaml with its icons and images). Pages are not among them (they
// reach the browser as data files, renderer/page-data.ts), so a build after an edit of a page finds the
// bundle here and does not start Vite at all. Keyed by content, never by timestamps; the same inputs
// give the same bundle, so a bundle from the cache is the one Vite would make.
import { cpSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { configModuleSource } from '../../renderer/build/site-data.ts'
import type { SiteImages } from '../../renderer/build/site-images.ts'
import type { LoadResult } from '../../schema/load-site.ts'
import { projectRoot } from '../../schema/load-site.ts'
import { cachedBundle, sourcesHash } from './bundle-cache.ts'
import { defaultCacheRoot } from './content-cache.ts'

// Named so that changing how the bundle is made (this file) leaves the bundles made before unused.
const version = 'site-bundle v1'
// The folders and files the bundles are made from, from the project's root.
const sourceFolders = ['renderer', 'schema']
const sourceFiles = ['vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json']

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

async function bundleKey(inputs: BundleInputs): Promise<string> {
  const hash = sourcesHash(version, sourceFolders, sourceFiles)
  // Settings Vite reads from the environment.
  for (const [name, value] of Object.entries(process.env)
    .filter(([name]) => name === 'NODE_ENV' || name.startsWith('VITE_'))
    .sort())
    hash.update(`\0${name}=${value}`)
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
  await build({
    configFile,
    logLevel: 'warn',
    loadedSite,
    build: { ssr: 'entry-server.tsx', outDir: join(into, 'server'), emptyOutDir: true, manifest: false },
  })
}

/** Copies the bundle into `clientDir` and `serverDir`, from the cache or made by Vite (and kept). */
export async function siteBundle(inputs: BundleInputs, clientDir: string, serverDir: string, cacheRoot = defaultCacheRoot): Promise<SiteBundle> {
  const key = await bundleKey(inputs)
  const { dir: kept, fromCache } = await cachedBundle(join(cacheRoot, 'bundle'), key, (into) => viteBuilds(inputs, into))
  cpSync(join(kept, 'client'), clientDir, { recursive: true })
  rmSync(serverDir, { recursive: true, force: true })
  cpSync(join(kept, 'server'), serverDir, { recursive: true })
  return { key, serverEntry: join(serverDir, 'entry-server.js'), fromCache }
}
