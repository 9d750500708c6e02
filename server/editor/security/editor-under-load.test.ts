// The editor holds under load and abuse (issue 35), over real sockets against `npm run edit` as its own
// process: a check of a page of 2,000 sections, every one edited, answers in seconds (it took a minute,
// and a 6.5 MB draft froze every request for 15), and another request sent meanwhile is answered before
// it; a body larger than what its route takes is a 413 in words; and clients that never finish sending a
// request are closed as the site closes them, while the editor answers everyone else.
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copySampleSite, removeCopies, writeManySections } from '../../../schema/site-copy.ts'
import { rawRequest, type RawAnswer } from '../../../scripts/support/raw-request.ts'
import { defaultConnectionLimits } from '../../http-server.ts'
import { siteDataMaxBytes } from './body-limits.ts'
import { apiPrefix, editorRoutes, sessionHeader, sessionMeta, type CheckAnswer } from '../contract.ts'
import { removeEditorDataDirs, startEditor, type EditorServer } from '../test-support/test-editor-server.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let editor: EditorServer
let token: string
let drafted: { file: string; data: unknown }
beforeAll(async () => {
  const siteDir = copySampleSite()
  const { file, page } = writeManySections(siteDir, 2000)
  drafted = { file, data: { ...page, sections: page.sections.map((s, i) => ('heading' in s ? { ...s, heading: `${String(s.heading)} ${i}` } : s)) } }
  editor = await startEditor(siteDir)
  const home = await rawRequest(editor.port, '/', { headers: { host: `127.0.0.1:${editor.port}` } })
  token = new RegExp(`name="${sessionMeta}" content="([^"]+)"`).exec(home.body.toString())![1]!
})
afterAll(async () => {
  await editor?.stop()
  removeEditorDataDirs()
  removeCopies()
})

/** A request to the editor's API as its page makes it, and when its answer was read. */
async function api(method: string, route: string, body?: string, headers: Record<string, string> = {}): Promise<RawAnswer & { at: number }> {
  const answer = await rawRequest(editor.port, apiPrefix + route, {
    method,
    headers: { host: `127.0.0.1:${editor.port}`, [sessionHeader]: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body,
  })
  return { ...answer, at: performance.now() }
}

describe('a page of 2,000 sections', () => {
  it('is checked with every section edited in seconds, and a request sent meanwhile is answered first', async () => {
    // As the page opens: the site as saved is read and checked once.
    expect((await api('POST', editorRoutes.check, JSON.stringify({ drafts: {} }))).status).toBe(200)
    const body = JSON.stringify({ drafts: { [drafted.file]: drafted.data } })
    const sent = performance.now()
    const checking = api('POST', editorRoutes.check, body)
    // Another person's request, sent while the check's body is read and the page spliced.
    await sleep(20)
    const other = await api('GET', editorRoutes.siteVersion)
    const checked = await checking
    expect(other.status).toBe(200)
    expect(checked.status, checked.body.toString()).toBe(200)
    const answer = JSON.parse(checked.body.toString()) as CheckAnswer
    expect(answer.placed.every((p) => !p.path.includes('heading'))).toBe(true)
    expect(other.at, 'the other request was answered before the check').toBeLessThan(checked.at)
    // 52 s before issue 35 on the machine of the security review; about half a second at rest now
    // (npm run bench), and a few on a test machine under load.
    expect(checked.at - sent).toBeLessThan(15_000)
  })

  it('is saved whole, and the saved file reads back as the drafts', async () => {
    const saved = await api('POST', editorRoutes.save, JSON.stringify({ drafts: { [drafted.file]: drafted.data }, anyway: true }))
    expect(saved.status, saved.body.toString()).toBe(200)
    expect(JSON.parse(saved.body.toString()).saved).toEqual([drafted.file])
    const site = JSON.parse((await api('GET', editorRoutes.site)).body.toString()) as { files: { name: string; data: unknown }[] }
    expect(site.files.find((f) => f.name === drafted.file)?.data).toEqual(drafted.data)
  })
})

describe('a body larger than its route takes', () => {
  it(`is refused with 413 in words: drafts over ${siteDataMaxBytes / 1024 / 1024} MB, anything else over 64 KB`, async () => {
    // The length is said first, so the editor answers before the body arrives: only its start is sent.
    const tooLarge = (bytes: number) => ({ 'content-length': String(bytes) })
    for (const route of [editorRoutes.check, editorRoutes.save, editorRoutes.review, editorRoutes.propose]) {
      const refused = await api('POST', route, '{"drafts":', tooLarge(siteDataMaxBytes + 1))
      expect(refused.status, route).toBe(413)
      expect(JSON.parse(refused.body.toString()).message).toMatch(/^These changes are larger than 4 MB, more than the editor takes/)
    }
    expect((await api('POST', editorRoutes.check, JSON.stringify({ drafts: { [drafted.file]: drafted.data } }))).status).toBe(200)
    const presence = await api('PUT', editorRoutes.presence, '{"page":', tooLarge(64 * 1024 + 1))
    expect(presence.status).toBe(413)
    expect(JSON.parse(presence.body.toString()).message).toBe('This request is larger than the editor takes. Reload the editor and try again.')
  })
})

describe('100 clients that never finish their request', () => {
  it('are closed as the site closes them, and the editor answers others meanwhile', async () => {
    const { headersMs, checkEveryMs } = defaultConnectionLimits
    const started = performance.now()
    const closedAfter: number[] = []
    const answers: string[] = []
    let ending = false
    const sockets: Socket[] = await Promise.all(
      Array.from(
        { length: 100 },
        () =>
          new Promise<Socket>((resolve, reject) => {
            const socket = connect(editor.port, '127.0.0.1', () => {
              // A head that never ends: no blank line after the last header.
              socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${editor.port}\r\nX-Slow: 1\r\n`)
              resolve(socket)
            })
            let answer = ''
            socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')))
            socket.on('error', () => {})
            socket.once('error', reject)
            socket.on('close', () => ending || (closedAfter.push(performance.now() - started), answers.push(answer)))
          }),
      ),
    )
    const answered: number[] = []
    while (closedAfter.length < sockets.length && performance.now() - started < headersMs + 10_000) {
      answered.push((await api('GET', editorRoutes.siteVersion)).status)
      await sleep(1000)
    }
    ending = true
    for (const socket of sockets) socket.destroy()
    expect(closedAfter, 'every slow client was closed by the editor').toHaveLength(100)
    expect(Math.max(...closedAfter)).toBeLessThan(headersMs + checkEveryMs + 3_000)
    expect(
      answers.every((answer) => answer.startsWith('HTTP/1.1 408 ')),
      answers[0],
    ).toBe(true)
    expect(answered.length).toBeGreaterThan(5)
    expect(answered.every((status) => status === 200)).toBe(true)
  })
})
