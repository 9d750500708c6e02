// For tests: the editor's plugin on a copy of the site (sending changes to the repository it is in, if any), listening on a free loopback port in this
// process (as scripts/edit.ts runs it), with the session token its page carries.
import Fastify from 'fastify'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { editorBundle } from '../../../scripts/build/editor-bundle.ts'
import { freePort } from '../../../scripts/support/free-port.ts'
import { rawRequest, type RawAnswer } from '../../../scripts/support/raw-request.ts'
import { apiPrefix, sessionHeader, sessionMeta } from '../contract.ts'
import editor from '../plugin.ts'
import { openWorkingTree } from '../site/working-tree.ts'

export interface EditorApp {
  port: number
  origin: string
  token: string
  /** A request to the editor with its own Host, the session header and JSON (bytes as they are), unless `headers` say otherwise. */
  request(method: string, path: string, options?: { headers?: Record<string, string>; body?: unknown }): Promise<RawAnswer>
  close(): Promise<void>
}

/** `database`: where the message store is (a temporary SQLite folder when left out). */
export async function startEditorApp(
  siteDir: string,
  database: { dataDir: string; databaseUrl?: string } = { dataDir: mkdtempSync(join(tmpdir(), 'editor-data-')) },
): Promise<EditorApp> {
  const repository = await openWorkingTree(siteDir, join(database.dataDir, 'site-remote'))
  const port = await freePort()
  const app = Fastify({ bodyLimit: 8 * 1024 * 1024 })
  await app.register(editor, { siteDir, bundleDir: (await editorBundle()).dir, port, ...database, mode: { kind: 'local', repository } })
  await app.listen({ host: '127.0.0.1', port })
  const origin = `http://127.0.0.1:${port}`
  const page = await rawRequest(port, '/', { headers: { host: `127.0.0.1:${port}` } })
  const token = new RegExp(`name="${sessionMeta}" content="([^"]+)"`).exec(page.body.toString())?.[1] ?? ''
  return {
    port,
    origin,
    token,
    request: (method, path, { headers = {}, body } = {}) =>
      rawRequest(port, path.startsWith('/') ? path : apiPrefix + path, {
        method,
        headers: { host: `127.0.0.1:${port}`, [sessionHeader]: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
      }),
    close: () => app.close(),
  }
}
