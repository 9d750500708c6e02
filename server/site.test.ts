// The built site served from memory: routes, caching, compression, the 404 page, path traversal, and
// the security headers every answer carries.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, makeDist, page, removeTempDirs, tempDir, type TestApp } from './test-support.ts'
import { afterFirstPaintScriptHash } from '../renderer/after-first-paint.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildApp()
})
afterAll(async () => {
  await t.app.close()
  removeTempDirs()
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

describe('prerendered routes', () => {
  it.each([
    ['/', 'Fixture home'],
    ['/contact', 'Fixture contact'],
    ['/contact/', 'Fixture contact'],
    ['/payroll?utm_source=mail', 'Fixture payroll'],
    ['/message-sent', 'Fixture sent'],
  ])('serves %s directly, without a redirect', async (url, title) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toBe(page(title))
  })

  it('revalidates HTML and keeps hashed assets for a year', async () => {
    expect((await get('/contact')).headers['cache-control']).toBe('no-cache')
    const asset = await get('/assets/index-AbC123.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get('/assets/index-XyZ789.css')).headers['content-type']).toBe('text/css; charset=utf-8')
  })

  it('serves robots.txt, sitemap.xml and images with their types', async () => {
    expect((await get('/robots.txt')).headers['content-type']).toBe('text/plain; charset=utf-8')
    expect((await get('/sitemap.xml')).headers['content-type']).toBe('application/xml; charset=utf-8')
    expect((await get('/images/logo.svg')).headers['content-type']).toBe('image/svg+xml')
  })

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/contact' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toBe('')
  })
})

describe('compression chosen from Accept-Encoding', () => {
  it('sends the brotli copy when brotli is accepted', async () => {
    const res = await get('/contact', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toBe('Accept-Encoding')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page('Fixture contact'))
  })

  it('sends the gzip copy when only gzip is accepted', async () => {
    const res = await get('/contact', { 'accept-encoding': 'gzip, br;q=0' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(res.rawPayload).toString()).toBe(page('Fixture contact'))
  })

  it('sends the file as it is when no encoding is accepted', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const res = await get('/contact', headers)
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.headers.vary).toBe('Accept-Encoding')
      expect(res.body).toBe(page('Fixture contact'))
    }
  })

  it('accepts a wildcard', async () => {
    expect((await get('/', { 'accept-encoding': '*' })).headers['content-encoding']).toBe('br')
  })
})

describe('conditional requests', () => {
  it('answers 304 without a body when the ETag matches, per encoding', async () => {
    const first = await get('/contact', { 'accept-encoding': 'br' })
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers['last-modified']).toBeDefined()
    const again = await get('/contact', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    // The gzip copy is another representation with its own ETag.
    expect((await get('/contact', { 'accept-encoding': 'gzip', 'if-none-match': etag })).statusCode).toBe(200)
  })

  it("answers 304 for If-Modified-Since at or after the file's time", async () => {
    const { headers } = await get('/robots.txt')
    expect((await get('/robots.txt', { 'if-modified-since': String(headers['last-modified']) })).statusCode).toBe(304)
    expect((await get('/robots.txt', { 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).statusCode).toBe(200)
  })
})

describe('unknown paths', () => {
  it.each(['/no-such-page', '/contact/extra', '/assets/missing-123.js', '/404.html', '/contact/index.html'])(
    'answer %s with the 404 page and status 404',
    async (url) => {
      const res = await get(url)
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body).toBe(page('Fixture not found'))
    },
  )

  it('answer an unknown API path with JSON', async () => {
    const res = await get('/api/nothing')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'There is nothing at this address.' })
    const post = await t.app.inject({ method: 'POST', url: '/contact', payload: {} })
    expect(post.statusCode).toBe(404)
    expect(post.json()).toEqual({ message: 'There is nothing at this address.' })
  })

  it('answer a broken %-escape with 400 JSON', async () => {
    const res = await get('/contact%zz')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'The address is not valid.' })
  })
})

describe('path traversal', () => {
  let outside: TestApp
  beforeAll(async () => {
    // dist/client beside a secret file, a symbolic link out of dist, and a hidden folder.
    const root = tempDir('server-traversal-')
    writeFileSync(join(root, 'secret.txt'), 'TOP-SECRET')
    const dist = join(root, 'client')
    mkdirSync(join(dist, '.vite'), { recursive: true })
    writeFileSync(join(dist, 'index.html'), page('Fixture home'))
    writeFileSync(join(dist, '404.html'), page('Fixture not found'))
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{"TOP-SECRET": true}')
    symlinkSync(join(root, 'secret.txt'), join(dist, 'linked.txt'))
    outside = await buildApp({ distDir: dist })
  })
  afterAll(() => outside.app.close())

  it.each([
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e%5csecret.txt',
    '/..\\secret.txt',
    '//secret.txt',
    '/linked.txt',
    '/.vite/manifest.json',
    '/%2evite/manifest.json',
    '/index.html%00.txt',
    '/etc/passwd',
    '/../../../../../../etc/passwd',
  ])('%s answers the 404 page', async (url) => {
    const res = await outside.app.inject({ url })
    expect([400, 404]).toContain(res.statusCode)
    expect(res.body).not.toContain('TOP-SECRET')
    expect(res.body).not.toContain('root:')
  })
})

describe('security headers', () => {
  it('are on every page', async () => {
    const { headers } = await get('/contact')
    expect(headers['content-security-policy']).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${afterFirstPaintScriptHash}`,
        "script-src-attr 'none'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        'frame-src https://calendar.example.com',
        "form-action 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
      ].join(';'),
    )
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(headers['referrer-policy']).toBe('same-origin')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['x-content-type-options']).toBe('nosniff')
  })

  it('are on the 404 page, API answers and errors', async () => {
    for (const res of [await get('/missing'), await get('/api/testimonials'), await t.app.inject({ method: 'POST', url: '/api/contact', payload: {} })]) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(res.headers['strict-transport-security']).toBeDefined()
    }
  })
})

describe('without a build', () => {
  it('still serves the API and answers pages with 404', async () => {
    const bare = await buildApp({ distDir: join(tempDir(), 'missing') })
    expect((await bare.app.inject({ url: '/api/testimonials' })).statusCode).toBe(200)
    const res = await bare.app.inject({ url: '/' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'There is nothing at this address.' })
    expect(bare.logs.join('\n')).toContain('no built site found')
    await bare.app.close()
  })

  it('serves files the build did not compress as they are', async () => {
    const plain = await buildApp({ distDir: makeDist({ 'index.html': page('Fixture home') }, { compress: false }) })
    const res = await plain.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body).toBe(page('Fixture home'))
    await plain.app.close()
  })
})
