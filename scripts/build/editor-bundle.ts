// The editor's UI (renderer/editor/), built by Vite into a bundle of its own, never into visitors'
// files: the site's renderer with the editor's hooks in place of renderer/live-edit.tsx, the overlay,
// the layout data read from the editor's server when the page opens (live-site-config.ts) instead of
// being written into the bundle, and the site's breakpoints answering to the page's width beside the
// editor's column, not the window's (renderer/editor/page-breakpoints.css). So it depends on the code
// alone, not on site/: it is kept under the hash of the sources (bundle-cache.ts), and made again only
// when they change. Served under /__editor/ by server/editor/pages/pages.ts. The hosted editor's sign-in
// pages (renderer/editor/sign-in/sign-in.html) are built apart, into public/, so that a person without a
// session is served those files and no other; so is a change request's preview page
// (renderer/editor/preview-link/preview-link.html), into preview-files/: the site's renderer with the
// request's data in place of virtual:site-config, and nothing of the editor's.
import { readFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { projectRoot } from '../../schema/load-site.ts'
import { editorPrefix, previewPages } from '../../server/editor/contract.ts'
import { signInPages } from '../../server/editor/sign-in-contract.ts'
import { cachedBundle, sourcesHash } from './bundle-cache.ts'
import { compressTree } from './compress.ts'
import { defaultCacheRoot } from './content-cache.ts'

// Named so that changing how the bundle is made (this file) leaves the bundles made before unused.
const version = 'editor-bundle v7'
const sourceFolders = ['renderer', 'schema']
const sourceFiles = [
  'server/editor/contract.ts',
  'server/editor/sign-in-contract.ts',
  'server/editor/requests-contract.ts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
]

const visitorHooks = join(projectRoot, 'renderer', 'live-edit.tsx')
const editorHooks = join(projectRoot, 'renderer', 'editor', 'preview', 'live-edit.tsx')
const liveSiteConfig = join(projectRoot, 'renderer', 'editor', 'preview', 'live-site-config.ts')
const previewSiteConfig = join(projectRoot, 'renderer', 'editor', 'preview-link', 'preview-site-config.ts')

/** What the editor's bundle takes in place of the visitors' modules (`siteConfig`: the layout data's module). */
function editorModules(siteConfig = liveSiteConfig): Plugin {
  return {
    name: 'site-editor-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === 'virtual:site-config') return siteConfig
      if (!source.endsWith('live-edit.tsx') || importer === editorHooks) return undefined
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === visitorHooks ? editorHooks : undefined
    },
  }
}

const siteStyles = join(projectRoot, 'renderer', 'styles.css')
const pageBreakpoints = join(projectRoot, 'renderer', 'editor', 'page-breakpoints.css')

/** The site's stylesheet with its breakpoints answering to the page's width, not the window's. */
function pageWidthBreakpoints(): Plugin {
  return {
    name: 'site-editor-page-breakpoints',
    enforce: 'pre',
    // Read with the lines added before Tailwind's own transform compiles the file.
    load(id) {
      return id === siteStyles ? `${readFileSync(siteStyles, 'utf8')}\n${readFileSync(pageBreakpoints, 'utf8')}` : undefined
    },
  }
}

async function viteBuild(into: string, cacheRoot: string) {
  const { build } = await import('vite')
  const page = (name: string, outDir: string, base: string, plugins: Plugin[] = []) =>
    build({
      configFile: join(projectRoot, 'vite.config.ts'),
      logLevel: 'warn',
      mode: 'production',
      base,
      plugins,
      // The icon picker carries every icon's picture: a large chunk, loaded by the editor alone.
      build: {
        outDir,
        emptyOutDir: true,
        manifest: false,
        chunkSizeWarningLimit: 4096,
        rollupOptions: { input: join(projectRoot, 'renderer', 'editor', name) },
      },
    })
  // React's production build and JSX runtime, whatever the environment of the process that builds it
  // (a test's NODE_ENV=test would give the development JSX runtime beside React's production build).
  const environment = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await page('index.html', into, editorPrefix, [editorModules(), pageWidthBreakpoints()])
    await page('sign-in/sign-in.html', join(into, 'public'), signInPages.files)
    await page('preview-link/preview-link.html', join(into, 'preview-files'), previewPages.files, [editorModules(previewSiteConfig)])
  } finally {
    if (environment === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = environment
  }
  // Vite writes each page where it lies under the root (renderer/): editor/index.html, editor/sign-in/sign-in.html…
  renameSync(join(into, 'editor', 'index.html'), join(into, 'index.html'))
  rmSync(join(into, 'editor'), { recursive: true })
  renameSync(join(into, 'public', 'editor', 'sign-in', 'sign-in.html'), join(into, 'sign-in.html'))
  rmSync(join(into, 'public', 'editor'), { recursive: true })
  renameSync(join(into, 'preview-files', 'editor', 'preview-link', 'preview-link.html'), join(into, 'preview-link.html'))
  rmSync(join(into, 'preview-files', 'editor'), { recursive: true })
  // The UI is over a megabyte of scripts: staff on a phone get its brotli or gzip copy (pages.ts).
  await compressTree(into, cacheRoot)
}

/** The folder of the editor's built UI, made by Vite when its sources changed since the last one. */
export async function editorBundle(cacheRoot = defaultCacheRoot): Promise<{ dir: string; fromCache: boolean }> {
  const key = sourcesHash(version, sourceFolders, sourceFiles).digest('hex')
  return cachedBundle(join(cacheRoot, 'editor-bundle'), key, (into) => viteBuild(into, cacheRoot))
}
