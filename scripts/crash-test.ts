// npm run test:crash: clients post messages with Idempotency-Keys and retry each until it is answered,
// while the server is killed with SIGKILL again and again and restarted. At the end every acknowledged
// message must be stored exactly once, under the id it was acknowledged with, and emailed. Prints the
// kills, the messages and the losses; exits 1 on any loss or duplicate.
//
// Settings: CRASH_KILLS (default 20), CRASH_CLIENTS (default 8). The server runs on a temporary data
// folder with the server tests' fixture site, and mails a local SMTP server the test starts.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { projectRoot } from '../schema/load-site.ts'
import { databaseFile } from '../server/sqlite-store.ts'
import { fixtureSiteDir, freePort, startSmtpServer } from '../server/test-support.ts'

const kills = Number(process.env.CRASH_KILLS ?? 20)
const clients = Number(process.env.CRASH_CLIENTS ?? 8)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const random = (min: number, max: number) => min + Math.floor(Math.random() * (max - min))

const work = mkdtempSync(join(tmpdir(), 'crash-test-'))
const dataDir = join(work, 'data')
const smtp = await startSmtpServer()
const port = await freePort()
const base = `http://127.0.0.1:${port}`

let server: ChildProcess | undefined
let serverErrors = ''
function startServer(): ChildProcess {
  serverErrors = ''
  const child = spawn(process.execPath, [join(projectRoot, 'server', 'main.ts')], {
    env: {
      ...process.env,
      PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: join(work, 'dist'), SITE_DIR: fixtureSiteDir,
      LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000',
      SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false',
      // A killed sender's lease must run out soon for the test to end; in production it is two minutes.
      OUTBOX_LEASE_MS: '1000', OUTBOX_RETRY_BASE_MS: '100', OUTBOX_RETRY_MAX_MS: '1000', OUTBOX_POLL_MS: '100',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  child.stderr!.on('data', (chunk: Buffer) => (serverErrors = (serverErrors + chunk).slice(-4000)))
  return child
}

async function untilReady(child: ChildProcess): Promise<boolean> {
  while (child.exitCode === null && child.signalCode === null) {
    try {
      if ((await fetch(`${base}/api/testimonials`, { signal: AbortSignal.timeout(1000) })).ok) return true
    } catch { /* not listening yet */ }
    await sleep(20)
  }
  return false
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()))

// The clients: each posts a message, retrying it with the same key until it is answered, then the next.
interface Ack { key: string; marker: string; id: string }
const acks: Ack[] = []
let refused = 0
let retries = 0
let producing = true

async function client(n: number) {
  for (let i = 0; producing; i++) {
    const key = crypto.randomUUID()
    const marker = `crash-test message ${n}-${i} ${key}`
    const body = JSON.stringify({ fullName: `Client ${n}`, email: `client${n}@example.com`, phone: '(916) 555-0100', subject: `Crash test ${n}-${i}`, message: marker })
    for (;;) {
      try {
        const res = await fetch(`${base}/api/contact`, {
          method: 'POST', body, signal: AbortSignal.timeout(5000),
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
        })
        if (res.status === 201) {
          acks.push({ key, marker, id: ((await res.json()) as { id: string }).id })
          break
        }
        if (res.status < 500) {
          refused++
          console.error(`unexpected ${res.status}: ${await res.text()}`)
          break
        }
      } catch { /* the server is down or was killed mid-request: retry */ }
      retries++
      await sleep(random(10, 60))
    }
  }
}

// The killer: SIGKILL at a random moment, sometimes before the server is even ready, then restart.
async function killer() {
  for (let k = 0; k < kills; k++) {
    const child = (server = startServer())
    if (Math.random() < 0.2) await sleep(random(0, 400))
    else if (await untilReady(child)) await sleep(random(20, 400))
    else throw new Error(`the server stopped by itself:\n${serverErrors}`)
    child.kill('SIGKILL')
    await exited(child)
    process.stdout.write(`\rkills: ${k + 1}/${kills}  acknowledged: ${acks.length}  retries: ${retries}`)
  }
}

const started = Date.now()
const running = Array.from({ length: clients }, (_, n) => client(n))
await killer()
producing = false
server = startServer()
if (!(await untilReady(server))) throw new Error(`the server did not come back:\n${serverErrors}`)
await Promise.all(running)

// Let the outbox finish, then stop the server the polite way.
const db = () => new DatabaseSync(databaseFile(dataDir), { readOnly: true })
// It gives up when no email has arrived for 20 seconds.
let lastProgress = Date.now()
let lastReceived = smtp.received.length
for (;;) {
  const reader = db()
  const { pending } = reader.prepare('SELECT COUNT(*) AS pending FROM outbox WHERE sent_at IS NULL').get() as { pending: number }
  reader.close()
  if (smtp.received.length !== lastReceived) [lastReceived, lastProgress] = [smtp.received.length, Date.now()]
  if (pending === 0 || Date.now() - lastProgress > 20_000) break
  await sleep(100)
}
server.kill('SIGTERM')
await exited(server)

const reader = db()
const rows = reader.prepare('SELECT id, idempotency_key, message FROM messages').all() as { id: string; idempotency_key: string; message: string }[]
const unsent = (reader.prepare('SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL').get() as { n: number }).n
reader.close()

const byMarker = new Map<string, typeof rows>()
for (const row of rows) byMarker.set(row.message, [...(byMarker.get(row.message) ?? []), row])
const lost = acks.filter((a) => !byMarker.has(a.marker))
const duplicated = acks.filter((a) => (byMarker.get(a.marker)?.length ?? 0) > 1)
const wrongId = acks.filter((a) => byMarker.get(a.marker)?.length === 1 && byMarker.get(a.marker)![0].id !== a.id)

const deliveries = new Map<string, number>()
for (const mail of smtp.received) {
  const id = /^Message-ID:\s*<([^@>]+)@/im.exec(mail.raw)?.[1] ?? '?'
  deliveries.set(id, (deliveries.get(id) ?? 0) + 1)
}
const notEmailed = rows.filter((r) => !deliveries.has(r.id)).length
const emailedAgain = [...deliveries.values()].filter((n) => n > 1).length

console.log(`\n
Crash test: ${clients} clients, the server killed with SIGKILL ${kills} times (${((Date.now() - started) / 1000).toFixed(1)} s)
  messages acknowledged: ${acks.length}   stored: ${rows.length}   retries after a kill: ${retries}   refused: ${refused}
  lost: ${lost.length}   stored twice: ${duplicated.length}   stored under another id: ${wrongId.length}
  emails: ${smtp.received.length} received for ${rows.length} messages; not emailed: ${notEmailed} (still in the outbox: ${unsent}); emailed again after a kill: ${emailedAgain}`)
if (emailedAgain) {
  console.log('  (A kill between the SMTP server\'s acceptance and the outbox\'s commit sends that one message again, with the same Message-ID, so mail clients show it once.)')
}

await smtp.close()
rmSync(work, { recursive: true, force: true })
const failed = lost.length + duplicated.length + wrongId.length + refused + notEmailed + (rows.length !== acks.length ? 1 : 0)
console.log(failed ? '\nFAIL' : '\nPASS: every acknowledged message is stored exactly once and was emailed.')
process.exit(failed ? 1 : 0)
