// npm run build: validate site/, make the versions of its photos, bundle the client and the server
// renderer with Vite (or take the bundle from the cache, scripts/build/site-bundle.ts), write each
// page's data and prerender every route to its own HTML file (plus 404.html, sitemap.xml, robots.txt;
// only the pages whose inputs changed, scripts/build/page-outputs.ts), write the static hosts'
// configuration with the headers the server sends (nginx.conf, client/_headers), and compress what can
// be; and the editor's UI into dist/editor (scripts/build/editor-bundle.ts). Into dist/, or the folder BUILD_DIR names.
import { cpSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { siteImages } from '../renderer/build/site-images.ts'
import { imageProblems } from '../schema/image-problems.ts'
import { defaultSiteDir, loadSite, projectRoot } from '../schema/load-site.ts'
import { formatProblem, problemCount } from '../schema/problem.ts'
import { compressTree, fileCompressor } from './build/compress.ts'
import { headersFile } from './build/headers-file.ts'
import { editorNginxConfig } from './build/editor-nginx-config.ts'
import { nginxConfig } from './build/nginx-config.ts'
import { writePageOutputs } from './build/page-outputs.ts'
import { servedHeaders } from './build/served-headers.ts'
import { robotsTxt, sitemapXml } from './build/seo-files.ts'
import { editorBundle } from './build/editor-bundle.ts'
import { siteBundle } from './build/site-bundle.ts'

const started = performance.now()
// The prerender runs React's production build, whether or not Vite runs in this process (Vite's build
// would set this; a build that takes the bundle from the cache does not start Vite).
process.env.NODE_ENV = 'production'
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
// Before the bundle: the config module finds every photo's versions in the cache.
const imagesStarted = performance.now()
const images = await siteImages(defaultSiteDir)
console.log(
  `images: ${Object.keys(images.images).length} (${images.encoded} photo(s) encoded, the rest from the cache) in ${((performance.now() - imagesStarted) / 1000).toFixed(1)} s`,
)
const bundle = await siteBundle({ siteDir: defaultSiteDir, result: loaded, images }, client, serverDir)
console.log(bundle.fromCache ? 'bundle: unchanged since an earlier build, taken from the cache' : 'bundle: made by Vite')
for (const [path, file] of images.files) cpSync(file, join(client, path))

// Each page is compressed on libuv's thread pool as soon as it is written, on the core the prerender
// (one JavaScript thread) leaves idle, rather than all of them after the last page.
const compress = process.env.BUILD_COMPRESS === 'off' ? undefined : fileCompressor()
const compressing = new Map<string, Promise<boolean>>()
let [pages, unchanged] = [0, 0]
await writePageOutputs(site, images, bundle, client, ({ file, data, fromCache }) => {
  if (compress) {
    const compressed = compress(join(client, file), data)
    // Awaited with the rest below; until then a failure must not count as an unhandled rejection.
    compressed.catch(() => {})
    compressing.set(join(client, file), compressed)
  }
  if (!file.endsWith('.html')) return
  pages++
  if (fromCache) unchanged++
  console.log(`wrote ${shown}/${file}${fromCache ? ' (unchanged since an earlier build)' : ''}`)
})
console.log(`${pages} pages: ${pages - unchanged} rendered, ${unchanged} unchanged since an earlier build`)
writeFileSync(join(client, 'sitemap.xml'), sitemapXml(site))
writeFileSync(join(client, 'robots.txt'), robotsTxt(site))
console.log(`wrote ${shown}/sitemap.xml, ${shown}/robots.txt`)
const headers = await servedHeaders(site)
writeFileSync(join(dist, 'nginx.conf'), nginxConfig(headers))
// The hosted editor's server block, for the address staff open (EDITOR_ORIGIN) and where it listens.
writeFileSync(
  join(dist, 'editor-nginx.conf'),
  editorNginxConfig({ origin: process.env.EDITOR_ORIGIN || undefined, port: Number(process.env.EDIT_PORT) || undefined }),
)
writeFileSync(join(client, '_headers'), headersFile(headers))
console.log(`wrote ${relative(process.cwd(), dist) || '.'}/nginx.conf, ${relative(process.cwd(), dist) || '.'}/editor-nginx.conf, ${shown}/_headers`)
rmSync(join(client, '.vite'), { recursive: true, force: true })
// The editor's UI (npm run edit), beside the visitors' files and never among them.
const editor = await editorBundle()
cpSync(editor.dir, join(dist, 'editor'), { recursive: true })
console.log(
  `wrote ${relative(process.cwd(), dist) || '.'}/editor/ (the editor's UI${editor.fromCache ? ', unchanged since an earlier build' : ', made by Vite'})`,
)
rmSync(serverDir, { recursive: true, force: true })

// A build made only to look at the site (npm run changes) skips compression: nobody downloads it.
if (process.env.BUILD_COMPRESS === 'off') {
  console.log('not compressed (BUILD_COMPRESS=off)')
} else {
  const { files, cached } = await compressTree(client, undefined, compressing)
  console.log(`compressed ${files} files (brotli and gzip), ${cached} of them unchanged and taken from the cache`)
}
console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
