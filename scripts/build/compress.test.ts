// Compression writes .br and .gz that decompress to the file, and never compresses the same bytes twice.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, expect, it } from 'vitest'
import { compressTree } from './compress.ts'

const work = mkdtempSync(join(tmpdir(), 'compress-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

it('compresses each file once; a later build takes unchanged files from the cache', async () => {
  const dist = join(work, 'dist')
  const cache = join(work, 'cache')
  mkdirSync(join(dist, 'about'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>'.repeat(200))
  writeFileSync(join(dist, 'about', 'index.html'), '<h1>About</h1>'.repeat(200))
  writeFileSync(join(dist, 'photo.webp'), 'not compressible')

  expect(await compressTree(dist, cache)).toEqual({ files: 2, cached: 0 })
  for (const page of ['index.html', 'about/index.html']) {
    const original = readFileSync(join(dist, page))
    expect(brotliDecompressSync(readFileSync(join(dist, `${page}.br`)))).toEqual(original)
    expect(gunzipSync(readFileSync(join(dist, `${page}.gz`)))).toEqual(original)
  }
  expect(readdirSync(dist)).not.toContain('photo.webp.br')

  writeFileSync(join(dist, 'about', 'index.html'), '<h1>About us</h1>'.repeat(200))
  expect(await compressTree(dist, cache)).toEqual({ files: 2, cached: 1 })
  expect(brotliDecompressSync(readFileSync(join(dist, 'about', 'index.html.br'))).toString()).toContain('About us')
})
