// A header value reaches the visitor as written, whatever quotes, backslashes or semicolons it holds;
// one nginx would read as a variable is refused at build time instead of being sent changed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { startNginx } from '../support/nginx.ts'
import { rawRequest } from '../support/raw-request.ts'
import { nginxConfig } from './nginx-config.ts'
import type { ServedHeaders } from './served-headers.ts'

const dir = mkdtempSync(join(tmpdir(), 'nginx-config-test-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const headers = (value: string): ServedHeaders => ({
  security: [['x-test', value]],
  assetsPath: '/assets/',
  assetsCacheControl: 'public, max-age=31536000, immutable',
  otherCacheControl: 'no-cache',
  contentTypes: [['html', 'text/html; charset=utf-8']],
  defaultContentType: 'application/octet-stream',
  vary: 'Accept-Encoding',
  svg: [],
})

test('quotes, a backslash and semicolons in a header value are sent as written', async () => {
  // nginx reads \n in a quoted string as a newline, and \" as a quote that does not close it.
  const value = `default-src 'self'; report "to" C:\\new\\`
  writeFileSync(join(dir, 'index.html'), '<p>home</p>')
  writeFileSync(join(dir, '404.html'), '<p>not found</p>')
  writeFileSync(join(dir, 'site.conf'), nginxConfig(headers(value)))
  const nginx = await startNginx({ root: dir, include: join(dir, 'site.conf'), upstreamPort: 9 })
  try {
    const answer = await rawRequest(nginx.port, '/')
    expect(answer.status).toBe(200)
    expect(answer.headers['x-test']).toBe(value)
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
  } finally {
    await nginx.stop()
  }
})

test('a value with "$" is refused: nginx would send a variable in its place', () => {
  expect(() => nginxConfig(headers('price $5'))).toThrow(/contains "\$"/)
})
