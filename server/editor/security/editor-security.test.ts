// The editor is safe to open to a network of other sites in the same browser, over real sockets: only
// its own origin may call its API, its pages cannot be framed by another origin, a request can name only a site file,
// links and pipes in site/ are never followed, and nothing outside the editor's bundle, the site's
// pictures and the review's pictures is served.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { pagesOf, removeCopies, copySampleSite } from '../../../schema/site-copy.ts'
import { editorRoutes, type CheckAnswer, type EditorSite } from '../contract.ts'
import { editorErrors } from '../editor-errors.ts'
import { startEditorApp, type EditorApp } from '../test-support/test-editor-app.ts'

let siteDir: string
let editor: EditorApp
const json = (answer: { body: Buffer }) => JSON.parse(answer.body.toString()) as Record<string, unknown>

beforeAll(async () => {
  siteDir = copySampleSite()
  editor = await startEditorApp(siteDir)
}, 120_000)
afterAll(async () => {
  await editor?.close()
  removeCopies()
})

describe("only the editor's own page may call its API", () => {
  const check = (headers: Record<string, string>) => editor.request('POST', editorRoutes.check, { headers, body: { drafts: {} } })

  test('its own origin, or none (a same-origin GET), is answered', async () => {
    expect((await check({ origin: editor.origin, 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    expect((await editor.request('GET', editorRoutes.site)).status).toBe(200)
  })

  test('another port of localhost, a foreign origin, and cross-site or same-site fetches are refused with 403', async () => {
    const other = `http://localhost:${editor.port + 1}`
    const refused: Record<string, string>[] = [
      { origin: other },
      { origin: `http://127.0.0.1:${editor.port + 1}` },
      { origin: 'https://attacker.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]
    for (const headers of refused) {
      const answer = await check(headers)
      expect(answer.status, JSON.stringify(headers)).toBe(403)
      expect(answer.headers['access-control-allow-origin']).toBeUndefined()
    }
  })

  test("a request without the page's session token is refused", async () => {
    expect((await check({ 'x-editor-token': 'a guess' })).status).toBe(403)
  })

  test('a page asked for under another name (DNS rebinding) is refused before anything is read', async () => {
    const answer = await editor.request('GET', '/', { headers: { host: `attacker.example:${editor.port}` } })
    expect(answer.status).toBe(403)
    expect(answer.body.toString()).not.toContain(editor.token)
  })

  test('no answer carries CORS headers, and every one forbids framing by other origins', async () => {
    for (const path of ['/', `/__editor/api/${editorRoutes.site}`, '/route-index.json']) {
      const answer = await editor.request('GET', path, { headers: { origin: editor.origin } })
      expect(answer.status, path).toBe(200)
      expect(answer.headers['access-control-allow-origin'], path).toBeUndefined()
      expect(answer.headers['x-frame-options'], path).toBe('SAMEORIGIN')
      expect(answer.headers['content-security-policy'], path).toContain("frame-ancestors 'self'")
      expect(answer.headers['content-security-policy'], path).toContain("script-src 'self'")
    }
  })
})

describe('a request names only a file of the site', () => {
  const names = [
    '../outside.yaml',
    '/etc/passwd',
    join(siteDir ?? '/tmp', 'site.yaml'),
    'pages/',
    'pages/home.yaml/',
    '.git/config',
    'pages/Sub/../../x.yaml',
    'images/x.yaml',
    'pages/x.yml',
  ]
  test.each(names)('a draft for %s is refused with 400 and a plain message', async (name) => {
    for (const route of [editorRoutes.check, editorRoutes.save]) {
      const answer = await editor.request('POST', route, { body: { drafts: { [name]: { title: 'x' } } } })
      expect(answer.status).toBe(400)
      expect(json(answer).message).toContain('is not a file the editor can open')
    }
  })

  test('a change in the kept drafts naming another file is refused with 400', async () => {
    const answer = await editor.request('PUT', editorRoutes.drafts, {
      body: { done: [{ file: '../../.git/config', path: [], before: null, after: 'x' }], undone: [], conflicts: [] },
    })
    expect(answer.status).toBe(400)
  })

  test("a page's data named with a path is refused with 400", async () => {
    expect((await editor.request('GET', '/__editor/page/..%2Fsite.json')).status).toBe(400)
  })

  test('a body over the limit is refused with 413', async () => {
    const answer = await editor.request('POST', editorRoutes.check, { body: JSON.stringify({ drafts: { 'site.yaml': 'x'.repeat(9 * 1024 * 1024) } }) })
    expect(answer.status).toBe(413)
  })
})

describe('every error answers a code to branch on beside its words', () => {
  const answered = async (answer: Promise<{ status: number; body: Buffer }>) => {
    const { status, body } = await answer
    return { status, ...json({ body }) }
  }

  test("the editor's own: the code is the error's name in the catalogue", async () => {
    expect(await answered(editor.request('GET', editorRoutes.site, { headers: { 'x-editor-token': 'a guess' } }))).toEqual({
      status: 403,
      code: 'noSession',
      message: editorErrors.noSession().message,
    })
    expect(await answered(editor.request('GET', 'no-such-route'))).toEqual({ status: 404, code: 'notFound', message: editorErrors.notFound().message })
  })

  test("a request its schemas refuse, and a body over the limit, in the editor's words and codes", async () => {
    const refused = await answered(editor.request('POST', editorRoutes.check, { body: { drafts: { '../x.yaml': {} } } }))
    expect(refused).toEqual({ status: 400, code: 'notASiteFile', message: editorErrors.notASiteFile('../x.yaml').message })
    expect(await answered(editor.request('POST', editorRoutes.check, { body: { drafts: 'none' } }))).toMatchObject({ status: 400, code: 'invalidRequest' })
    const tooLarge = await answered(
      editor.request('POST', editorRoutes.check, { body: JSON.stringify({ drafts: { 'site.yaml': 'x'.repeat(9 * 1024 * 1024) } }) }),
    )
    expect(tooLarge).toMatchObject({ status: 413, code: expect.stringMatching(/TooLarge$/) })
  })

  test("what Fastify refuses before the editor reads it keeps Fastify's own code", async () => {
    const notJson = await answered(editor.request('POST', editorRoutes.check, { body: '{"drafts":' }))
    expect(notJson).toMatchObject({ status: 400, code: expect.stringMatching(/^FST_ERR_/) })
  })
})

describe('links and pipes in site/ are never followed', () => {
  test('a page that is a link to a file outside is reported, never read, and never written through', async () => {
    const outside = join(mkdtempSync(join(tmpdir(), 'outside-')), 'secret.yaml')
    const [{ page }] = pagesOf(siteDir)
    writeFileSync(outside, 'secret: the outside file\n')
    symlinkSync(outside, join(siteDir, 'pages', 'linked.yaml'))
    try {
      const site = json(await editor.request('GET', editorRoutes.site)) as unknown as EditorSite
      expect(site.files.map((f) => f.name)).not.toContain('pages/linked.yaml')
      const checked = json(await editor.request('POST', editorRoutes.check, { body: { drafts: {} } })) as unknown as CheckAnswer
      const problem = checked.placed.find((p) => p.file === 'pages/linked.yaml')
      expect(problem?.text).toContain('is a link to another file')
      expect(JSON.stringify(checked)).not.toContain('the outside file')
      const save = await editor.request('POST', editorRoutes.save, { body: { drafts: { 'pages/linked.yaml': page }, anyway: true } })
      expect(save.status).toBe(400)
      expect(readFileSync(outside, 'utf8')).toBe('secret: the outside file\n')
    } finally {
      execFileSync('rm', ['-f', join(siteDir, 'pages', 'linked.yaml')])
    }
  })

  test('a named pipe among the pages is reported at once, not read', async () => {
    execFileSync('mkfifo', [join(siteDir, 'pages', 'pipe.yaml')])
    try {
      const checked = json(await editor.request('POST', editorRoutes.check, { body: { drafts: {} } })) as unknown as CheckAnswer
      expect(checked.placed.find((p) => p.file === 'pages/pipe.yaml')?.text).toContain('not a plain file')
    } finally {
      execFileSync('rm', ['-f', join(siteDir, 'pages', 'pipe.yaml')])
    }
  })
})

describe("nothing outside the bundle, the site's pictures and the review's pictures is served", () => {
  test.each([
    '/@fs/etc/passwd',
    '/@vite/client',
    '/@fs' + join(siteDir ?? '/tmp', 'site.yaml'),
    '/__editor/../package.json',
    '/__editor/index.html',
    '/images/../site.yaml',
    '/site.yaml',
    '/package.json',
    '/data/messages.sqlite',
  ])('GET %s is 404', async (path) => {
    const answer = await editor.request('GET', path)
    expect(answer.status).toBe(404)
    expect(answer.body.toString()).not.toContain(editor.token)
  })

  test('a review picture is served only by a name the last review made', async () => {
    expect((await editor.request('GET', `${editorRoutes.reviewPicture}?file=../../site.yaml`)).status).toBe(400)
    expect((await editor.request('GET', `${editorRoutes.reviewPicture}?file=index/after-1280.png`)).status).toBe(404)
  })

  test("the site's pages and data are served", async () => {
    const index = json(await editor.request('GET', '/route-index.json')) as Record<string, string>
    const [path, data] = Object.entries(index)[0]!
    expect((await editor.request('GET', path)).status).toBe(200)
    expect(parse((await editor.request('GET', data)).body.toString())).toHaveProperty('page.path', path)
  })
})
