// What the editor sends over the network, on a real socket: the built UI's files as the brotli or gzip
// copy the browser takes, kept by the browser alone (private, immutable: their names change with their
// content) and answered 304 when its copy is current; the API's JSON compressed when the browser takes
// it; the page, which carries the session's token, neither compressed nor kept.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { removeCopies, copySampleSite } from '../../../schema/site-copy.ts'
import type { RawAnswer } from '../../../scripts/support/raw-request.ts'
import { editorRoutes } from '../contract.ts'
import { startEditorApp, type EditorApp } from '../test-support/test-editor-app.ts'

let editor: EditorApp
beforeAll(async () => {
  editor = await startEditorApp(copySampleSite())
})
afterAll(async () => {
  await editor.close()
  removeCopies()
})

const header = (answer: RawAnswer, name: string) => answer.headers[name] ?? ''
const get = (path: string, headers: Record<string, string>) => editor.request('GET', path, { headers })

test("the UI's files: brotli or gzip as accepted, the same bytes unpacked, kept by the browser alone, 304 when current", async () => {
  const page = await get('/', { 'accept-encoding': 'gzip, br' })
  expect(header(page, 'content-encoding')).toBe('')
  expect(header(page, 'cache-control')).toBe('no-store')
  const files = [...page.body.toString().matchAll(/(?:src|href)="(\/__editor\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)
  expect(files.length).toBeGreaterThan(0)
  for (const file of files) {
    const plain = await get(file, { 'accept-encoding': 'identity' })
    const br = await get(file, { 'accept-encoding': 'gzip, br' })
    const gzip = await get(file, { 'accept-encoding': 'gzip' })
    expect([plain.status, br.status, gzip.status]).toEqual([200, 200, 200])
    expect([header(plain, 'content-encoding'), header(br, 'content-encoding'), header(gzip, 'content-encoding')]).toEqual(['', 'br', 'gzip'])
    expect(brotliDecompressSync(br.body)).toEqual(plain.body)
    expect(gunzipSync(gzip.body)).toEqual(plain.body)
    expect(br.body.length).toBeLessThan(plain.body.length)
    for (const answer of [plain, br, gzip]) {
      expect(header(answer, 'cache-control')).toBe('private, max-age=31536000, immutable')
      expect(header(answer, 'vary').toLowerCase()).toContain('accept-encoding')
    }
    const current = await get(file, { 'accept-encoding': 'gzip, br', 'if-none-match': header(br, 'etag') })
    expect(current.status).toBe(304)
    expect(current.body.length).toBe(0)
  }
})

test("the API's JSON: brotli or gzip as accepted, as it is otherwise", async () => {
  const plain = await get(editorRoutes.site, {})
  const br = await get(editorRoutes.site, { 'accept-encoding': 'gzip, br' })
  const gzip = await get(editorRoutes.site, { 'accept-encoding': 'gzip' })
  expect([header(plain, 'content-encoding'), header(br, 'content-encoding'), header(gzip, 'content-encoding')]).toEqual(['', 'br', 'gzip'])
  const site = JSON.parse(plain.body.toString()) as { files: unknown[] }
  expect(site.files.length).toBeGreaterThan(0)
  expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(site)
  expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(site)
  expect(br.body.length).toBeLessThan(plain.body.length / 2)
})
