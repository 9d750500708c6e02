// The build's dist/nginx.conf gives the Node server's answers. The site is built once, into a temporary
// folder (BUILD_DIR), of a copy of the site with an SVG holding a script added; Debian's nginx serves
// that build with the generated config, with the Node server (server/main.ts) as its upstream; each
// request goes to both, and the status, body and every header but the transport's and the validators'
// must be the same.
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { pageDataAttribute, routeIndexPath } from '../../renderer/page-data.ts'
import { loadSite, projectRoot, type Site } from '../../schema/load-site.ts'
import { copySite, removeCopies } from '../../schema/site-copy.ts'
import { findPostForms } from '../../server/form-posts.ts'
import { contentTypes, immutable, revalidate } from '../../server/static-files.ts'
import { svgHeaders } from '../../server/svg-headers.ts'
import { contactMessage } from '../../server/test-support.ts'
import { scriptedSvg } from '../support/foreign-files.ts'
import { startNginx, type RunningNginx } from '../support/nginx.ts'
import { startNodeServer, type RunningNode } from '../support/node-server.ts'
import { answerDifferences, comparable, transport, type Request } from '../support/answer-differences.ts'
import { rawRequest, type RawAnswer } from '../support/raw-request.ts'

const work = mkdtempSync(join(tmpdir(), 'nginx-parity-'))
const dist = join(work, 'dist')
const client = join(dist, 'client')
const include = join(dist, 'nginx.conf')
let site: Site
let node: RunningNode
let nginx: RunningNginx
const started: { stop(): Promise<void> }[] = []

// The site the suite runs on, with an SVG that holds a script (served sandboxed, server/svg-headers.ts).
const scripted = '/images/zz-scripted.svg'

beforeAll(async () => {
  const siteDir = copySite()
  writeFileSync(join(siteDir, scripted), scriptedSvg)
  const env = { ...process.env, SITE_DIR: siteDir }
  const build = spawn(process.execPath, ['scripts/build.ts'], { cwd: projectRoot, env: { ...env, BUILD_DIR: dist }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  build.stdout.on('data', (chunk: Buffer) => (output += chunk))
  build.stderr.on('data', (chunk: Buffer) => (output += chunk))
  const code = await new Promise((done) => build.once('close', done))
  if (code !== 0) throw new Error(`the build failed:\n${output}`)
  site = loadSite(siteDir).site!

  node = await startNodeServer({ distDir: client, env: { SITE_DIR: siteDir } })
  started.push(node)
  nginx = await startNginx({ root: client, include, upstreamPort: node.port })
  started.push(nginx)
}, 300_000)

afterAll(async () => {
  for (const server of started.reverse()) await server.stop()
  rmSync(work, { recursive: true, force: true })
  removeCopies()
})

// What browsers and tools send: nothing, gzip only, brotli only, and Chrome's list.
const acceptEncodings = [undefined, 'gzip', 'br', 'gzip, deflate, br, zstd']

/** How nginx's answer differs from Node's, in words; empty when it does not. */
const differences = (request: Request, port = nginx.port) => answerDifferences(node.port, port, request)

async function allDifferences(requests: Request[]): Promise<string[]> {
  const found: string[] = []
  for (const request of requests) found.push(...(await differences(request)))
  return found
}

const withEncodings = (paths: string[]): Request[] => paths.flatMap((path) => acceptEncodings.map((acceptEncoding) => ({ path, acceptEncoding })))

/** Every file of the build by its URL, the compressed copies left out (they are answers, not files). */
const builtFiles = () =>
  readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => `/${relative(client, join(entry.parentPath, entry.name)).split(sep).join('/')}`)

describe('nginx with the generated config answers as the Node server does', () => {
  test('every route of the site, with and without its trailing slash, in every encoding, and HEAD', async () => {
    const paths = site.pages.flatMap(({ page }) => (page.path === '/' ? ['/'] : [page.path, `${page.path}/`]))
    expect(paths.length).toBeGreaterThan(2)
    expect(await allDifferences(withEncodings(paths))).toEqual([])
    expect(await allDifferences(paths.map((path) => ({ path, method: 'HEAD', acceptEncoding: 'br' })))).toEqual([])
  })

  test("every file of the build by its own name: pages' index.html and 404.html are not found on either", async () => {
    const files = builtFiles()
    expect(files).toContain('/_headers')
    expect(await allDifferences(withEncodings(files))).toEqual([])
  })

  test('a route with a query string or a %-escaped letter', async () => {
    const route = site.pages.map(({ page }) => page.path).find((path) => path !== '/' && path !== '/404')!
    const escaped = `/%${route.charCodeAt(1).toString(16)}${route.slice(2)}`
    expect(await allDifferences(withEncodings([`${route}?from=test`, `/?from=test`, escaped]))).toEqual([])
  })

  test('an unknown path, a folder and a compressed copy by name get the 404 page with status 404', async () => {
    const paths = ['/no-such-page', '/no/such/page/', '/api', '/assets/', '/assets/no-such-file.js', '/images/', '/robots.txt.br', '/index.html.gz']
    expect(await allDifferences(withEncodings(paths))).toEqual([])
    const unknown = await rawRequest(nginx.port, '/no-such-page')
    expect(unknown.status).toBe(404)
    expect(unknown.body.equals(readFileSync(join(client, '404.html')))).toBe(true)
  })

  test('a hashed asset: cached for a year, and its brotli and gzip copies when asked', async () => {
    const asset = builtFiles().find((path) => path.startsWith('/assets/') && path.endsWith('.js'))!
    const plain = await rawRequest(nginx.port, asset)
    expect(plain.headers['cache-control']).toMatch(/immutable/)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const br = await rawRequest(nginx.port, asset, { headers: { 'accept-encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    const gzip = await rawRequest(nginx.port, asset, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
    expect(await allDifferences(withEncodings([asset]))).toEqual([])
  })

  test("a page's data and the route index (renderer/page-data.ts): JSON, the data cached for a year, the index asked again", async () => {
    const page = (await rawRequest(nginx.port, '/')).body.toString()
    const data = new RegExp(`data-${pageDataAttribute}="([^"]+)"`).exec(page)![1]!
    for (const [path, caching] of [
      [data, immutable],
      [routeIndexPath, revalidate],
    ] as const) {
      const answer = await rawRequest(nginx.port, path, { headers: { 'accept-encoding': 'br' } })
      expect({
        status: answer.status,
        type: answer.headers['content-type'],
        caching: answer.headers['cache-control'],
        encoding: answer.headers['content-encoding'],
      }).toEqual({ status: 200, type: contentTypes['.json'], caching, encoding: 'br' })
    }
    expect(await allDifferences(withEncodings([data, routeIndexPath]))).toEqual([])
  })

  test('an SVG, the one with a script too, gets a policy that runs and loads nothing, and nosniff, from both', async () => {
    const svgs = builtFiles().filter((path) => path.endsWith('.svg'))
    expect(svgs).toContain(scripted)
    for (const path of svgs) {
      const answer = await rawRequest(nginx.port, path)
      expect({
        path,
        status: answer.status,
        type: answer.headers['content-type'],
        policy: answer.headers['content-security-policy'],
        sniff: answer.headers['x-content-type-options'],
      }).toEqual({ path, status: 200, type: contentTypes['.svg'], policy: svgHeaders['content-security-policy'], sniff: 'nosniff' })
    }
    expect(await allDifferences(withEncodings(svgs))).toEqual([])
    // A missing one is the 404 page, with the pages' headers, from both.
    expect(await allDifferences(withEncodings(['/images/no-such-picture.svg', '/assets/no-such-picture.svg']))).toEqual([])
  })

  test("a page asked again with its validator: 304 with the same headers as Node's 304", async () => {
    const cached = async (port: number) => {
      const first = await rawRequest(port, '/')
      return rawRequest(port, '/', { headers: { 'if-none-match': first.headers.etag! } })
    }
    const [ours, theirs] = await Promise.all([cached(node.port), cached(nginx.port)])
    expect(ours.status).toBe(304)
    expect(theirs.status).toBe(304)
    // A 304 may leave out the representation's own headers (nginx drops Content-Type): the rest agree.
    const kept = (answer: RawAnswer) => Object.fromEntries(Object.entries(comparable(answer)).filter(([name]) => name in comparable(theirs)))
    expect(kept(theirs)).toEqual(kept(ours))
    expect(Object.keys(comparable(theirs))).toEqual(expect.arrayContaining(['content-security-policy', 'cache-control', 'vary']))
  })

  test('GET /api/testimonials and an unknown API path go through to Node', async () => {
    expect(await allDifferences([{ path: '/api/testimonials' }, { path: '/api/no-such-endpoint' }])).toEqual([])
    const answer = await rawRequest(nginx.port, '/api/testimonials')
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body.toString())).toHaveLength(site.testimonials.length)
  })

  test("a plain form post (no JavaScript) goes through to Node and gets Node's redirect", async () => {
    // A form of the site whose required fields a usual message fills, posted as a browser would.
    const message = contactMessage() as unknown as Record<string, string>
    const [key, form] = [...findPostForms(site.pages)].find(([, { fields }]) => fields.every((field) => !field.required || field.name in message))!
    const fields = Object.fromEntries(form.fields.filter((field) => field.name in message).map((field) => [field.name, message[field.name]!]))
    const post = (port: number, formKey: string) =>
      rawRequest(port, '/api/contact', {
        method: 'POST',
        // The browser's Origin names the host and port it posted to; Node refuses a post from elsewhere.
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams({ _form: formKey, ...fields }).toString(),
      })
    for (const formKey of [key, `${key}-no-such-form`]) {
      const [ours, theirs] = [await post(node.port, formKey), await post(nginx.port, formKey)]
      expect(ours.status).toBe(303)
      expect({ status: theirs.status, location: theirs.headers.location }).toEqual({ status: ours.status, location: ours.headers.location })
    }
  })

  test('a header nginx gets wrong is found: the same comparison fails on a config missing one', async () => {
    // The generated config with its first add_header line taken out.
    const config = readFileSync(include, 'utf8')
    const [line, name] = /^ *add_header (\S+) .*\n/m.exec(config)!
    const altered = join(work, 'altered.conf')
    writeFileSync(altered, config.replace(line, ''))
    const broken = await startNginx({ root: client, include: altered, upstreamPort: node.port })
    started.push(broken)
    const found = await differences({ path: '/' }, broken.port)
    expect(found).toEqual([`GET /: ${name} is undefined, Node sends ${JSON.stringify((await rawRequest(node.port, '/')).headers[name])}`])
  })
})

test("dist/client/_headers gives static hosts Node's security headers on every path and the assets' caching", async () => {
  const blocks = readFileSync(join(client, '_headers'), 'utf8')
    .split(/\n(?=\/)/)
    .map((block) => block.split('\n').filter(Boolean))
  const rules = new Map(blocks.filter(([path]) => path!.startsWith('/')).map(([path, ...lines]) => [path!, lines.map((line) => line.trim())]))
  const page = await rawRequest(node.port, '/')
  const security = Object.entries(page.headers).filter(
    ([name]) => !transport.has(name) && !['content-type', 'content-encoding', 'cache-control', 'vary'].includes(name),
  )
  expect(security.length).toBeGreaterThan(3)
  expect(rules.get('/*')).toEqual(security.map(([name, value]) => `${name}: ${value}`))
  const asset = await rawRequest(
    node.port,
    builtFiles().find((path) => path.startsWith('/assets/'))!,
  )
  expect(rules.get('/assets/*')).toEqual([`cache-control: ${asset.headers['cache-control']}`])
  // An SVG's policy, beside the pages' one (a browser keeps to both); nosniff is in /* already.
  const svg = await rawRequest(node.port, scripted)
  expect(svg.headers['content-security-policy']).toBe(svgHeaders['content-security-policy'])
  for (const path of ['/*.svg', '/images/*']) expect(rules.get(path)).toEqual([`content-security-policy: ${svg.headers['content-security-policy']}`])
  expect(rules.get('/*')).toContain('x-content-type-options: nosniff')
})
