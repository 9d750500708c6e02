// npm run build: validate site/, bundle the client and the server renderer with Vite, prerender every
// route to its own HTML file (plus 404.html, sitemap.xml, robots.txt), compress what can be, and write
// the static hosts' configuration with the headers the server sends (dist/nginx.conf, dist/client/_headers).
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { defaultSiteDir, loadSite, projectRoot } from '../schema/load-site.ts'
import { formatProblem } from '../schema/problem.ts'
import { compressTree } from './build/compress.ts'
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

const { problems, site } = loadSite()
if (!site) {
  for (const problem of problems) console.error(formatProblem(problem))
  console.error(`\nThe build stopped: site/ has ${problems.length} problem(s). Run \`npm run validate\` for the same list.`)
  process.exit(1)
}

rmSync(dist, { recursive: true, force: true })
// The prerender imports the server bundle, whose packages Node finds by walking up from it: a build
// outside the project gets a link to the project's node_modules beside it.
if (relative(projectRoot, dist).startsWith('..')) {
  mkdirSync(dist, { recursive: true })
  symlinkSync(join(projectRoot, 'node_modules'), join(dist, 'node_modules'), 'dir')
}
await build({ configFile: join(projectRoot, 'vite.config.ts'), logLevel: 'warn', build: { outDir: client } })
await build({
  configFile: join(projectRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'entry-server.tsx', outDir: join(dist, 'server'), emptyOutDir: true, manifest: false },
})
cpSync(join(defaultSiteDir, 'images'), join(client, 'images'), { recursive: true })

const template = readFileSync(join(client, 'index.html'), 'utf8')
const renderer = await import(pathToFileURL(join(dist, 'server', 'entry-server.js')).href)
const manifest = readManifest(join(client, '.vite', 'manifest.json'))
const inlineCriticalCss = criticalCssInliner(client)
let unchanged = 0
for (const { name, page } of site.pages) {
  const rendered = { ...(await renderer.render(page.path)), modules: routeModules(manifest, name, page) }
  const file = page.path === '/' ? 'index.html' : page.path === '/404' ? '404.html' : `${page.path.slice(1)}/index.html`
  mkdirSync(join(client, file, '..'), { recursive: true })
  const { html, fromCache } = await inlineCriticalCss(composePage(template, rendered))
  writeFileSync(join(client, file), html)
  if (fromCache) unchanged++
  console.log(`wrote dist/client/${file}${fromCache ? ' (unchanged: its CSS from the cache)' : ''}`)
}
console.log(`${site.pages.length} pages: ${site.pages.length - unchanged} changed, ${unchanged} unchanged since an earlier build`)
writeFileSync(join(client, 'sitemap.xml'), sitemapXml(site))
writeFileSync(join(client, 'robots.txt'), robotsTxt(site))
console.log('wrote dist/client/sitemap.xml, dist/client/robots.txt')
const headers = await servedHeaders(site)
writeFileSync(join(dist, 'nginx.conf'), nginxConfig(headers))
writeFileSync(join(client, '_headers'), headersFile(headers))
console.log('wrote dist/nginx.conf, dist/client/_headers')
rmSync(join(client, '.vite'), { recursive: true, force: true })

// A build made only to look at the site (npm run changes) skips compression: nobody downloads it.
if (process.env.BUILD_COMPRESS === 'off') {
  console.log('not compressed (BUILD_COMPRESS=off)')
} else {
  const { files, cached } = await compressTree(client)
  console.log(`compressed ${files} files (brotli and gzip), ${cached} of them unchanged and taken from the cache`)
}
console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
