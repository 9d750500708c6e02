// For tests: the hosted editor (EDITOR_ORIGIN http://localhost:<port>) in the test's process on a copy
// of the site, on SQLite or PostgreSQL, sending email to a real SMTP server when given one; the routes
// it has, a store of its own on the same database to set people up, and requests with a session.
import Fastify, { type RouteOptions } from 'fastify'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { editorBundle } from '../../../scripts/build/editor-bundle.ts'
import { freePort } from '../../../scripts/support/free-port.ts'
import { rawRequest, type RawAnswer } from '../../../scripts/support/raw-request.ts'
import type { MessagesStore } from '../../messages-store.ts'
import { openMessagesStore } from '../../open-store.ts'
import type { Role } from '../../people-store.ts'
import { newDatabase, type Database } from '../../test-support.ts'
import { apiPrefix } from '../contract.ts'
import type { SiteRepository } from '../editor-mode.ts'
import editor, { type EditorOptions } from '../plugin.ts'
import { sessionCookie } from '../sign-in-contract.ts'
import type { SignInLimits } from '../sign-in/sign-in-routes.ts'
import { remoteSiteFolder } from '../site/site-remote-folder.ts'
import { openSiteRemote } from '../site/site-remote.ts'
import { openWorkingTree } from '../site/working-tree.ts'
import { dataDir, gitServer, remoteConfig } from './test-site-remote.ts'

export interface HostedEditor {
  port: number
  origin: string
  routes: { method: string; url: string }[]
  store: MessagesStore
  /** A person invited with `role` who accepted, and a session of theirs: the Cookie header to send. */
  signedIn(email: string, role: Role, name?: string): Promise<string>
  /** With the editor's Host and, for a request that changes something, its Origin, unless `headers` say otherwise. */
  request(method: string, path: string, options?: { cookie?: string; headers?: Record<string, string>; body?: unknown }): Promise<RawAnswer>
  close(): Promise<void>
}

/** An answer's JSON body. */
export const json = <T>(answer: { body: Buffer }) => JSON.parse(answer.body.toString()) as T

/** A section whose heading is plain words (no fact, no emphasis), which a test can change and find again. */
export const headed = (s: object) => 'heading' in s && typeof s.heading === 'string' && !s.heading.includes('{{')

export const cookieOf = (answer: RawAnswer) => {
  const header = ([] as string[]).concat(answer.headers['set-cookie'] ?? [])[0] ?? ''
  return header.split(';')[0]!
}

export interface HostedEditorOptions {
  smtpPort?: number
  signInLimits?: SignInLimits
  /** The site's repository (EDITOR_REPO); without it, the one the site folder is in, if any, as editorModeOf decides. */
  remote?: SiteRepository
  presence?: EditorOptions['presence']
  schedule?: EditorOptions['schedule']
  /** Where it listens, and the address staff open when that is not http://localhost:<port> (a proxy's). */
  port?: number
  origin?: string
  /** The live site's address (SITE_ORIGIN), asked whether it shows a publication. */
  liveSite?: string
}

export async function startHostedEditor(
  siteDir: string,
  database: Database,
  { smtpPort, signInLimits, remote, presence, schedule, liveSite, ...at }: HostedEditorOptions = {},
): Promise<HostedEditor> {
  const port = at.port ?? (await freePort())
  const origin = at.origin ?? `http://localhost:${port}`
  const app = Fastify({ bodyLimit: 8 * 1024 * 1024 })
  const routes: HostedEditor['routes'] = []
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url! })
  })
  await app.register(editor, {
    siteDir,
    bundleDir: (await editorBundle()).dir,
    port,
    ...database,
    presence,
    schedule,
    mode: {
      kind: 'hosted',
      origin,
      signInLimits,
      repository: remote ?? (await openWorkingTree(siteDir, join(tmpdir(), `editor-remote-${port}`))),
      mail: smtpPort ? { host: '127.0.0.1', port: smtpPort, secure: false, from: 'editor@example.com' } : undefined,
      ...(liveSite ? { liveSite } : {}),
    },
  })
  await app.listen({ host: '127.0.0.1', port })
  const store = await openMessagesStore(database)
  const request: HostedEditor['request'] = (method, path, { cookie, headers = {}, body } = {}) =>
    rawRequest(port, path.startsWith('/') ? path : apiPrefix + path, {
      method,
      headers: {
        host: new URL(origin).host,
        ...(method === 'GET' ? {} : { origin }),
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body),
    })
  return {
    port,
    origin,
    routes,
    store,
    request,
    async signedIn(email, role, name) {
      const person = await store.people.acceptInvitation(await store.people.invite({ email, role, name }))
      return `${sessionCookie}=${await store.people.startSession(person!.id, { userAgent: 'test', address: '127.0.0.1' })}`
    },
    async close() {
      await app.close()
      await store.close()
    },
  }
}

/** The hosted editor on the site's repository behind the real git server (stopped when the test ends), on SQLite, with mail when given an SMTP port;
 * the repository holds the fixture site, or `siteDir` (the sample site, with pictures: copySampleSite()). */
export async function startHostedOnRemote({
  smtpPort,
  siteDir,
  liveSite,
  schedule,
}: Pick<HostedEditorOptions, 'smtpPort' | 'liveSite' | 'schedule'> & { siteDir?: string } = {}) {
  const server = await gitServer(siteDir)
  const folderDir = join(dataDir(), 'site-remote')
  const remote = await openSiteRemote(remoteConfig(server), folderDir)
  const folder = await remoteSiteFolder(remote, folderDir)
  const editor = await startHostedEditor(folder.dir, await newDatabase(), { remote: { remote, folder }, smtpPort, liveSite, schedule })
  return { server, remote, folder, editor }
}
