// The editor's local API, for the page the editor serves:
//   GET  /__editor/site   every file's data, and every string with where it lives and how it shows
//   POST /__editor/check  { drafts } → the problems those edits would have, as `npm run validate` says them, and where each is
//   POST /__editor/save   { drafts, anyway } → writes the spliced files; with problems, only when `anyway`
// Drafts are each changed file's whole new data, keyed by file name (pages/home.yaml).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatProblem } from '../../schema/problem.ts'
import { readConfig } from '../../server/config.ts'
import { openMessagesStore } from '../../server/open-store.ts'
import { draftChecker } from './draft-check.ts'
import { sendAnswer, type EditorRoutes } from './editor-route.ts'
import { reviewPictures } from './review-pictures.ts'
import { reviewRoutes } from './review.ts'
import { proposeRoutes } from './propose.ts'
import { savedDraftRoutes } from './saved-drafts.ts'
import { sessionToken } from './session-token.ts'
import { readSiteFiles, siteStrings } from './site-files.ts'

export const apiPrefix = '/__editor/'
const maxBody = 8 * 1024 * 1024

function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBody) reject(new Error('request too large'))
      else chunks.push(chunk)
    })
    req.on('end', () => {
      try { resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')) } catch { reject(new Error('the request is not JSON')) }
    })
    req.on('error', reject)
  })
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.end(JSON.stringify(body))
}

export function editorApi(siteDir: string) {
  const session = sessionToken()
  const checker = draftChecker(siteDir)
  const check = (drafts: unknown) => {
    if (!drafts || typeof drafts !== 'object' || Array.isArray(drafts)) throw new Error('drafts must be an object of file name → data')
    return checker.check(readSiteFiles(siteDir), drafts as Record<string, unknown>)
  }
  // The routes of the editor's other parts, each in a module of its own.
  const pictures = reviewPictures(siteDir)
  // The drafts are kept in the message store's database, where the server finds it (DATA_DIR, DATABASE_URL).
  const { dataDir, databaseUrl } = readConfig()
  const store = openMessagesStore({ dataDir, databaseUrl })
  store.catch(() => {}) // a database that does not open fails the drafts' requests, with its reason
  const context = { siteDir, check, drafts: async () => (await store).editorDrafts, person: 'local' }
  const ownRoutes: EditorRoutes = { ...reviewRoutes(context, pictures), ...proposeRoutes(context, pictures), ...savedDraftRoutes(context) }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!session.accepts(req)) return send(res, 403, { error: 'This request does not come from the editor page (no or wrong session token).' })
    const route = `${req.method} ${req.url?.slice(apiPrefix.length).split('?')[0]}`
    if (route === 'GET site') {
      const files = readSiteFiles(siteDir)
      const pages = files.flatMap(({ name, data }) => (name.startsWith('pages/') ? [{ file: name, path: (data as { path: string }).path }] : []))
      return send(res, 200, { files: files.map(({ name, data }) => ({ name, data })), strings: siteStrings(files), pages })
    }
    if (route === 'POST check') {
      const { problems } = check((await readJson(req)).drafts)
      // Each problem as text, and where it is, so the page can show it at its field and section.
      return send(res, 200, { problems: problems.map(formatProblem), placed: problems.map((p) => ({ text: formatProblem(p), ...p.place })) })
    }
    if (route === 'POST save') {
      const body = await readJson(req)
      const { texts, problems } = check(body.drafts)
      const errors = problems.filter((p) => p.severity !== 'warning')
      if (errors.length && body.anyway !== true) return send(res, 409, { problems: problems.map(formatProblem) })
      for (const [name, text] of Object.entries(texts)) writeFileSync(join(siteDir, name), text)
      return send(res, 200, { saved: Object.keys(texts), problems: problems.map(formatProblem) })
    }
    const own = ownRoutes[route]
    if (own) return sendAnswer(res, await own({ body: req.method === 'GET' ? {} : await readJson(req), query: new URL(req.url ?? '', 'http://editor').searchParams }))
    return send(res, 404, { error: `No editor API ${route}` })
  }

  return {
    token: session.token,
    handle: (req: IncomingMessage, res: ServerResponse) => handle(req, res).catch((error: Error) => send(res, 400, { error: error.message })),
    close: async () => {
      checker.close()
      await (await store.catch(() => undefined))?.close()
    },
  }
}
