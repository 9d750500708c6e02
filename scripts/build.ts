// npm run build: validate site/, make the versions of its photos, bundle the client and the server
// renderer with Vite, prerender every route to its own HTML file (plus 404.html, sitemap.xml,
// robots.txt), write the static hosts' configuration with the headers the server sends (nginx.conf,
// client/_headers), and compress what can be. Into dist/, or the folder BUILD_DIR names.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { siteImages } from '../renderer/build/site-images.ts'
import { imageProblems } from '../schema/image-problems.ts'
import { defaultSiteDir, loadSite, projectRoot } from '../schema/load-site.ts'
import { formatProblem, problemCount } from '../schema/problem.ts'
import { htmlFileOf } from '../schema/route-file.ts'
import { compressTree, fileCompressor } from './build/compress.ts'
import { composePage } from './build/compose-page.ts'
import { headersFile } from './build/headers-file.ts'
import { criticalCssInliner } from './build/inline-critical-css.ts'
import { nginxConfig } from './build/nginx-config.ts'
import { readManifest, routeModules } from './build/route-modules.ts'
import { servedHeaders } from './build/served-headers.ts'
import { robotsTxt, sitemapXml } from './build/seo-files.ts'

const started = performance.now()
// BUILD_DIR builds elsewhere than dist/ (tests build copies of the site side by side).
const dist = process.env.BUILD_DIR ? resolve(process.env.BUILD_DIR) : join(projectRoot, 'dist')
const client = join(dist, 'client')
const shown = relative(process.cwd(), client) || '.'
// The server renderer is only used here, to prerender. It stays inside the project, where Node finds
// the packages it imports, whatever folder the site is built into.
const serverDir = join(projectRoot, 'node_modules', '.cache', 'site-renderer', String(process.pid))

const loaded = loadSite()
// A photo sharp cannot read would stop the build halfway: it is one of the problems (schema/image-problems.ts).
const problems = [...loaded.problems, ...(loaded.site ? await imageProblems(defaultSiteDir, loaded.site.pages) : []).filter((p) => p.severity !== 'warning')]
const site = problems.length ? undefined : loaded.site
if (!site) {
  for (const problem of problems) console.error(formatProblem(problem))
  console.error(`\nThe build stopped: site/ has ${problemCount(problems.length)}. Run \`npm run validate\` for the same list.`)
  process.exit(1)
}

rmSync(dist, { recursive: true, force: true })
// Before Vite: the site plugin's modules then find every photo's versions in the cache.
const imagesStarted = performance.now()
const images = await siteImages(defaultSiteDir)
console.log(`images: ${Object.keys(images.images).length} (${images.encoded} photo(s) encoded, the rest from the cache) in ${((performance.now() - imagesStarted) / 1000).toFixed(1)} s`)
// The site plugin takes the site as loaded above instead of reading it again (renderer/build/site-plugin.ts).
const loadedSite = { siteDir: defaultSiteDir, result: loaded, images }
await build({ configFile: join(projectRoot, 'vite.config.ts'), logLevel: 'warn', loadedSite, build: { outDir: client } })
await build({
  configFile: join(projectRoot, 'vite.config.ts'),
  logLevel: 'warn',
  loadedSite,
  build: { ssr: 'entry-server.tsx', outDir: serverDir, emptyOutDir: true, manifest: false },
})
for (const [path, file] of images.files) cpSync(file, join(client, path))

const template = readFileSync(join(client, 'index.html'), 'utf8')
const renderer = await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)
const manifest = readManifest(join(client, '.vite', 'manifest.json'))
const inlineCriticalCss = criticalCssInliner(client)
// Each page is compressed on libuv's thread pool as soon as it is written, on the core the prerender
// (one JavaScript thread) leaves idle, rather than all of them after the last page.
const compress = process.env.BUILD_COMPRESS === 'off' ? undefined : fileCompressor()
const compressing = new Map<string, Promise<boolean>>()
let unchanged = 0
for (const { name, page } of site.pages) {
  const rendered = { ...(await renderer.render(page.path)), modules: routeModules(manifest, name, page) }
  const file = htmlFileOf(page.path)
  mkdirSync(join(client, file, '..'), { recursive: true })
  const { html, fromCache } = await inlineCriticalCss(composePage(template, rendered))
  writeFileSync(join(client, file), html)
  if (compress) {
    const compressed = compress(join(client, file))
    // Awaited with the rest below; until then a failure must not count as an unhandled rejection.
    compressed.catch(() => {})
    compressing.set(join(client, file), compressed)
  }
  if (fromCache) unchanged++
  console.log(`wrote ${shown}/${file}${fromCache ? ' (unchanged: its CSS from the cache)' : ''}`)
}
console.log(`${site.pages.length} pages: ${site.pages.length - unchanged} changed, ${unchanged} unchanged since an earlier build`)
writeFileSync(join(client, 'sitemap.xml'), sitemapXml(site))
writeFileSync(join(client, 'robots.txt'), robotsTxt(site))
console.log(`wrote ${shown}/sitemap.xml, ${shown}/robots.txt`)
const headers = await servedHeaders(site)
writeFileSync(join(dist, 'nginx.conf'), nginxConfig(headers))
writeFileSync(join(client, '_headers'), headersFile(headers))
console.log(`wrote ${relative(process.cwd(), dist) || '.'}/nginx.conf, ${shown}/_headers`)
rmSync(join(client, '.vite'), { recursive: true, force: true })
rmSync(serverDir, { recursive: true, force: true })

// A build made only to look at the site (npm run changes) skips compression: nobody downloads it.
if (process.env.BUILD_COMPRESS === 'off') {
  console.log('not compressed (BUILD_COMPRESS=off)')
} else {
  const { files, cached } = await compressTree(client, undefined, compressing)
  console.log(`compressed ${files} files (brotli and gzip), ${cached} of them unchanged and taken from the cache`)
}
console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
