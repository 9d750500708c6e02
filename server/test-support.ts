// What the server tests share: the fixture site, temporary data and dist folders, the app built the way
// main.ts builds it (same logger settings) and a real SMTP server. No mocks: a real SQLite file, a real
// SMTP conversation.
import Fastify, { type FastifyInstance } from 'fastify'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { SMTPServer } from 'smtp-server'
import type { ContactMessage } from '../schema/generated/site-types.ts'
import { loadSite, type Site } from '../schema/load-site.ts'
import { formatProblem } from '../schema/problem.ts'
import app, { type AppOptions } from './app.ts'
import { openMessagesStore, type MessageRecord } from './messages-store.ts'
import { serverOptions, type ServerOptionsInput } from './server-options.ts'

export { freePort } from '../scripts/support/free-port.ts'

export const fixtureSiteDir = fileURLToPath(new URL('./test-fixtures/site', import.meta.url))

let fixture: Site | undefined
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
export const defaultDist = () => (sharedDist ??= makeDist({
  'index.html': page('Home'),
  'contact/index.html': page('Contact Us'),
  'payroll/index.html': page('Payroll'),
  'message-sent/index.html': page('Message Sent'),
  '404.html': page('Page Not Found'),
  'assets/index-AbC123.js': 'console.log("hydrate")',
  'assets/index-XyZ789.css': 'body{margin:0}',
  'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'sitemap.xml': '<?xml version="1.0"?><urlset/>',
}))

export interface TestApp {
  app: FastifyInstance
  dataDir: string
  distDir: string
  /** Every log line the app wrote. */
  logs: string[]
  /** What the database holds now. */
  stored(): MessageRecord[]
}

export async function buildApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? tempDir('server-data-')
  const distDir = options.distDir ?? defaultDist()
  const logs: string[] = []
  const instance = Fastify(serverOptions({ logLevel: 'debug', logStream: { write: (line) => void logs.push(line) } }))
  await instance.register(app, { site: fixtureSite(), rateLimit: { max: 1000, windowMs: 60_000 }, ...options, dataDir, distDir })
  await instance.ready()
  return { app: instance, dataDir, distDir, logs, stored: () => storedMessages(dataDir) }
}

export function storedMessages(dataDir: string): MessageRecord[] {
  const store = openMessagesStore(dataDir, { readOnly: true })
  try {
    return store.list()
  } finally {
    store.close()
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

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
}

export interface TestSmtpServer {
  port: number
  received: ReceivedMail[]
  close(): Promise<void>
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
export async function startSmtpServer(port = 0, received: ReceivedMail[] = []): Promise<TestSmtpServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    closeTimeout: 500,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  // A client that vanishes mid-conversation (a killed sender) is an error event, not a reason to stop.
  server.removeAllListeners('error')
  server.on('error', () => {})
  const address = server.server.address() as { port: number }
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Waits until `check` is true, or fails after `timeoutMs`. */
export async function eventually(check: () => boolean, timeoutMs = 5_000, what = 'the condition'): Promise<void> {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The decoded body of the email's part of this content type (quoted-printable or base64 or plain). */
export function mailPart(raw: string, contentType: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1]
  const parts = boundary ? raw.split(`--${boundary}`) : [raw]
  const part = parts.find((p) => new RegExp(`^content-type:\\s*${contentType}`, 'im').test(p))
  if (!part) throw new Error(`no ${contentType} part in the email`)
  const split = part.search(/\r?\n\r?\n/)
  const headers = part.slice(0, split)
  const body = part.slice(split).trim()
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

/** One header of the email, unfolded. */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ')
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]
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
  await instance.register(app, { site: fixtureSite(), rateLimit: { max: 1000, windowMs: 60_000 }, dataDir: tempDir('server-data-'), distDir: defaultDist(), ...options })
  await instance.listen({ host: '127.0.0.1', port: 0 })
  return { app: instance, port: (instance.server.address() as AddressInfo).port, logs }
}
