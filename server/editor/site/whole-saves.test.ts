// A Save is seen whole or not at all, over real sockets: while the editor saves a page again and again,
// a reader on another thread (as a check, a build or the server following site/ would read it) finds
// the page's old text or one of its new ones, never an empty or half-written file.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { afterAll, expect, test } from 'vitest'
import { parse } from 'yaml'
import type { HeroSection, Page, Section } from '../../../schema/generated/site-types.ts'
import { findSection, removeCopies, copySampleSite } from '../../../schema/site-copy.ts'
import { editorRoutes } from '../contract.ts'
import { startEditorApp } from '../test-support/test-editor-app.ts'

afterAll(() => removeCopies())

const isPlainHero = (s: Section): s is HeroSection => s.type === 'hero' && !s.heading.includes('{{')
const digest = (text: string) => createHash('sha256').update(text).digest('hex')

// Reads the file as fast as it can until told to stop, and answers the digest of every text it read.
const reader = `
const { workerData, parentPort } = require('node:worker_threads')
const { readFileSync } = require('node:fs')
const { createHash } = require('node:crypto')
const stop = new Int32Array(workerData.stop)
const seen = new Set()
let reads = 0
while (Atomics.load(stop, 0) === 0) {
  try { seen.add(createHash('sha256').update(readFileSync(workerData.path, 'utf8')).digest('hex')) } catch { seen.add('unreadable') }
  reads++
}
parentPort.postMessage({ seen: [...seen], reads })
`

test('a page saved again and again is read whole by everyone meanwhile', async () => {
  const siteDir = copySampleSite()
  const { file, index, section } = findSection(siteDir, isPlainHero)!
  const path = join(siteDir, file)
  const editor = await startEditorApp(siteDir)
  const whole = new Set([digest(readFileSync(path, 'utf8'))])
  const stop = new SharedArrayBuffer(4)
  const worker = new Worker(reader, { eval: true, workerData: { path, stop } })
  const answer = new Promise<{ seen: string[]; reads: number }>((resolve) => worker.once('message', resolve))
  try {
    // A long heading makes each write take long enough for a reader to fall in the middle of it.
    const long = `${section.heading} ${'and more words '.repeat(40_000)}`
    for (let i = 0; i < 12; i++) {
      const data = parse(readFileSync(path, 'utf8')) as Page
      ;(data.sections[index] as HeroSection).heading = `${long}${i}`
      const saved = await editor.request('POST', editorRoutes.save, { body: { drafts: { [file]: data }, anyway: true } })
      expect(saved.status, saved.body.toString()).toBe(200)
      whole.add(digest(readFileSync(path, 'utf8')))
    }
  } finally {
    Atomics.store(new Int32Array(stop), 0, 1)
    await editor.close()
  }
  const { seen, reads } = await answer
  expect(reads).toBeGreaterThan(12)
  expect(
    seen.filter((text) => !whole.has(text)),
    'texts that were neither the old page nor a saved one',
  ).toEqual([])
}, 120_000)
