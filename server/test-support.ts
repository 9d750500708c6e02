// What the server tests share: the fixture site, temporary data and dist folders, the app built the way
// main.ts builds it (same logger settings) on either database. No mocks: a real SQLite file or a real
// PostgreSQL database (test-postgres.ts), and a real SMTP server (test-smtp.ts).
import Fastify, { type FastifyInstance } from 'fastify'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { inject } from 'vitest'
import type { ContactMessage } from '../schema/generated/site-types.ts'
import { loadSite, type Site } from '../schema/load-site.ts'
import { formatProblem } from '../schema/problem.ts'
import app, { type AppOptions } from './app.ts'
import type { MessageRecord } from './messages-store.ts'
import { openMessagesStore } from './open-store.ts'
import { serverOptions, type ServerOptionsInput } from './server-options.ts'
import { createDatabase } from './test-postgres.ts'

export { freePort } from '../scripts/support/free-port.ts'

export const fixtureSiteDir = fileURLToPath(new URL('./test-fixtures/site', import.meta.url))

let fixture: Site | undefined
/** The fixture site (server/test-fixtures/site), loaded once: tests take its words from here. */
export function fixtureSite(): Site {
  if (fixture) return fixture
  const { problems, site } = loadSite(fixtureSiteDir)
  if (!site) throw new Error(`the test fixture site is invalid:\n${problems.map(formatProblem).join('\n')}`)
  return (fixture = site)
}

const temporary: string[] = []
export function tempDir(prefix = 'server-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  temporary.push(dir)
  return dir
}
export function removeTempDirs() {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true })
  sharedDist = undefined
}

/** A dist/client folder with these files and, for text files, the .br and .gz copies a build writes. */
export function makeDist(files: Record<string, string>, { compress = true } = {}): string {
  const dist = tempDir('server-dist-')
  for (const [name, content] of Object.entries(files)) {
    const path = join(dist, name)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, content)
    if (compress && /\.(html|js|css|xml|txt|svg)$/.test(name)) {
      writeFileSync(`${path}.br`, brotliCompressSync(content))
      writeFileSync(`${path}.gz`, gzipSync(content))
    }
  }
  return dist
}

export const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`

let sharedDist: string | undefined
/** The dist folder most tests use, made once per test file (the app only reads it). */
const defaultDist = () =>
  (sharedDist ??= makeDist({
    'index.html': page('Fixture home'),
    'contact/index.html': page('Fixture contact'),
    'payroll/index.html': page('Fixture payroll'),
    'message-sent/index.html': page('Fixture sent'),
    '404.html': page('Fixture not found'),
    'assets/index-AbC123.js': 'console.log("hydrate")',
    'assets/index-XyZ789.css': 'body{margin:0}',
    'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'sitemap.xml': '<?xml version="1.0"?><urlset/>',
  }))

/** The two databases the server keeps messages in; the store's tests run on each. */
export const databases = ['SQLite', 'PostgreSQL'] as const
export type DatabaseKind = (typeof databases)[number]

/** Where one app keeps its messages: a SQLite folder, and for PostgreSQL the database's URL. */
export interface Database {
  dataDir: string
  databaseUrl?: string
}

/** A new, empty database: a temp folder for SQLite, a new database in the test cluster for PostgreSQL. */
export async function newDatabase(kind: DatabaseKind = 'SQLite'): Promise<Database> {
  const dataDir = tempDir('server-data-')
  return kind === 'SQLite' ? { dataDir } : { dataDir, databaseUrl: await createDatabase(inject('postgresUrl')) }
}

export interface TestApp extends Database {
  app: FastifyInstance
  distDir: string
  /** Every log line the app wrote. */
  logs: string[]
  /** What the database holds now. */
  stored(): Promise<MessageRecord[]>
}

/** The app on `database` (a new database of that kind), or on the dataDir and databaseUrl given. */
export async function buildApp(options: Partial<AppOptions> & { database?: DatabaseKind } = {}): Promise<TestApp> {
  const { database: kind, ...appOptions } = options
  const database = options.dataDir ? { dataDir: options.dataDir, databaseUrl: options.databaseUrl } : await newDatabase(kind)
  const distDir = options.distDir ?? defaultDist()
  const logs: string[] = []
  const instance = Fastify(serverOptions({ logLevel: 'debug', logStream: { write: (line) => void logs.push(line) } }))
  await instance.register(app, { site: fixtureSite(), rateLimit: { max: 1000, windowMs: 60_000 }, ...appOptions, ...database, distDir })
  await instance.ready()
  return { app: instance, ...database, distDir, logs, stored: () => storedMessages(database) }
}

/** The same database as this app, to start a second app on it. */
export const sameDatabase = ({ dataDir, databaseUrl }: Database): Database => ({ dataDir, databaseUrl })

export async function storedMessages(database: Database): Promise<MessageRecord[]> {
  const store = await openMessagesStore({ ...database, readOnly: true })
  try {
    return await store.list()
  } finally {
    await store.close()
  }
}

export const contactMessage = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  phone: '(916) 555-0111',
  subject: 'Question about my return',
  message: 'When can we meet to go over my 2024 return?',
  ...overrides,
})

export const payrollQuote = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  fullName: 'Sam Rivera',
  email: 'sam@rivera-landscaping.example.com',
  phone: '(916) 555-0122',
  companyName: 'Rivera Landscaping',
  employeeCount: '6-10',
  subject: 'Payroll Services Quote - Rivera Landscaping (6-10)',
  message: '',
  ...overrides,
})

/** Waits until `check` is true, or fails after `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5_000, what = 'the condition'): Promise<void> {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

export interface ListeningApp {
  app: FastifyInstance
  port: number
  /** Every log line the app wrote. */
  logs: string[]
}

/**
 * The app as buildApp builds it, listening on a free port of 127.0.0.1, for tests over real sockets,
 * with the server settings main.ts would pass (trustProxy, connection limits). `prepare` runs on the
 * instance before the app registers (a test's own hooks). Close it with `app.close()`.
 */
export async function listenApp(
  options: Partial<AppOptions> = {},
  { server = {}, prepare }: { server?: Omit<ServerOptionsInput, 'logLevel' | 'logStream'>; prepare?: (instance: FastifyInstance) => void } = {},
): Promise<ListeningApp> {
  const logs: string[] = []
  const instance = Fastify(serverOptions({ ...server, logLevel: 'debug', logStream: { write: (line) => void logs.push(line) } }))
  prepare?.(instance)
  await instance.register(app, {
    site: fixtureSite(),
    rateLimit: { max: 1000, windowMs: 60_000 },
    dataDir: tempDir('server-data-'),
    distDir: defaultDist(),
    ...options,
  })
  await instance.listen({ host: '127.0.0.1', port: 0 })
  return { app: instance, port: (instance.server.address() as AddressInfo).port, logs }
}
