// npm run test:crash [-- --instances 2 --database postgres]: clients post messages with
// Idempotency-Keys and retry each until it is answered, while the server processes are killed with
// SIGKILL again and again and restarted. At the end every acknowledged message must be stored exactly
// once, under the id it was acknowledged with, and emailed. Prints the kills, the messages and the
// losses; exits 1 on any loss or duplicate.
//
// --instances n: n server processes on one database, each killed and restarted on its own; a client
// posts to any of them and retries a failed post on any of them, as behind a load balancer.
// --database sqlite (default) | postgres: SQLite in a temp folder, or a new PostgreSQL cluster.
// Settings: CRASH_KILLS (default 20 per instance), CRASH_CLIENTS (default 8). The servers run the server
// tests' fixture site and mail a local SMTP server the test starts.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { projectRoot } from '../schema/load-site.ts'
import { openMessagesStore } from '../server/open-store.ts'
import { createDatabase, startPostgres, type PostgresServer } from '../server/test-postgres.ts'
import { fixtureSiteDir, freePort } from '../server/test-support.ts'
import { startSmtpServer } from '../server/test-smtp.ts'

const { values: options } = parseArgs({
  options: { instances: { type: 'string', default: '1' }, database: { type: 'string', default: 'sqlite' } },
})
const instances = Number(options.instances)
if (!Number.isInteger(instances) || instances < 1) throw new Error(`--instances must be a whole number from 1; it is "${options.instances}".`)
if (options.database !== 'sqlite' && options.database !== 'postgres') throw new Error(`--database must be sqlite or postgres; it is "${options.database}".`)
if (options.database === 'sqlite' && instances > 1)
  console.log('Note: several instances on one SQLite file share its lock; PostgreSQL is the database for several instances.')

const kills = Number(process.env.CRASH_KILLS ?? 20 * instances)
const clients = Number(process.env.CRASH_CLIENTS ?? 8)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const random = (min: number, max: number) => min + Math.floor(Math.random() * (max - min))

const work = mkdtempSync(join(tmpdir(), 'crash-test-'))
const dataDir = join(work, 'data')
let postgres: PostgresServer | undefined
let databaseUrl: string | undefined
if (options.database === 'postgres') {
  postgres = await startPostgres()
  databaseUrl = await createDatabase(postgres.url)
}
const smtp = await startSmtpServer()

interface Instance {
  port: number
  base: string
  child?: ChildProcess
  errors: string
}
const servers: Instance[] = []
for (let i = 0; i < instances; i++) {
  const port = await freePort()
  servers.push({ port, base: `http://127.0.0.1:${port}`, errors: '' })
}

function startServer(instance: Instance): ChildProcess {
  instance.errors = ''
  const child = spawn(process.execPath, [join(projectRoot, 'server', 'main.ts')], {
    env: {
      ...process.env,
      PORT: String(instance.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      DIST_DIR: join(work, 'dist'),
      SITE_DIR: fixtureSiteDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
      // A killed sender's lease must run out soon for the test to end; in production it is two minutes.
      OUTBOX_LEASE_MS: '1000',
      OUTBOX_RETRY_BASE_MS: '100',
      OUTBOX_RETRY_MAX_MS: '1000',
      OUTBOX_POLL_MS: '100',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  child.stderr!.on('data', (chunk: Buffer) => (instance.errors = (instance.errors + chunk).slice(-4000)))
  return (instance.child = child)
}

async function untilReady(instance: Instance, child: ChildProcess): Promise<boolean> {
  while (child.exitCode === null && child.signalCode === null) {
    try {
      if ((await fetch(`${instance.base}/readyz`, { signal: AbortSignal.timeout(1000) })).ok) return true
    } catch {
      /* not listening yet */
    }
    await sleep(20)
  }
  return false
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()))

// The clients: each posts a message to any instance, retrying it with the same key (on any instance)
// until it is answered, then the next.
interface Ack {
  key: string
  marker: string
  id: string
}
const acks: Ack[] = []
let refused = 0
let retries = 0
let producing = true

async function client(n: number) {
  for (let i = 0; producing; i++) {
    const key = crypto.randomUUID()
    const marker = `crash-test message ${n}-${i} ${key}`
    const body = JSON.stringify({
      fullName: `Client ${n}`,
      email: `client${n}@example.com`,
      phone: '(916) 555-0100',
      subject: `Crash test ${n}-${i}`,
      message: marker,
    })
    for (;;) {
      try {
        const res = await fetch(`${servers[random(0, instances)].base}/api/contact`, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(5000),
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
      } catch {
        /* the server is down or was killed mid-request: retry */
      }
      retries++
      await sleep(random(10, 60))
    }
  }
}

// One killer per instance: SIGKILL at a random moment, sometimes before the server is even ready, then restart.
let killed = 0
const killTimes: number[] = []
async function killer(instance: Instance, count: number) {
  for (let k = 0; k < count; k++) {
    const child = startServer(instance)
    if (Math.random() < 0.2) await sleep(random(0, 400))
    else if (await untilReady(instance, child)) await sleep(random(20, 400))
    else throw new Error(`the server stopped by itself:\n${instance.errors}`)
    killTimes.push(Date.now())
    child.kill('SIGKILL')
    await exited(child)
    killed++
    process.stdout.write(`\rkills: ${killed}/${kills}  acknowledged: ${acks.length}  retries: ${retries}`)
  }
}

const started = Date.now()
const running = Array.from({ length: clients }, (_, n) => client(n))
await Promise.all(servers.map((instance, i) => killer(instance, Math.floor(kills / instances) + (i < kills % instances ? 1 : 0))))
producing = false
for (const instance of servers) {
  if (!(await untilReady(instance, startServer(instance)))) throw new Error(`the server did not come back:\n${instance.errors}`)
}
await Promise.all(running)

// Let the outbox finish (it gives up when no email has arrived for 20 seconds), then stop the servers
// the polite way.
const store = await openMessagesStore({ dataDir, databaseUrl, readOnly: true })
let lastProgress = Date.now()
let lastReceived = smtp.received.length
for (;;) {
  const pending = (await store.list()).filter((m) => m.delivery === 'pending').length
  if (smtp.received.length !== lastReceived) [lastReceived, lastProgress] = [smtp.received.length, Date.now()]
  if (pending === 0 || Date.now() - lastProgress > 20_000) break
  await sleep(100)
}
await Promise.all(
  servers.map((instance) => {
    instance.child!.kill('SIGTERM')
    return exited(instance.child!)
  }),
)

const rows = await store.list()
await store.close()
const unsent = rows.filter((m) => m.delivery === 'pending').length

const byMarker = new Map<string, typeof rows>()
for (const row of rows) byMarker.set(row.message, [...(byMarker.get(row.message) ?? []), row])
const lost = acks.filter((a) => !byMarker.has(a.marker))
const duplicated = acks.filter((a) => (byMarker.get(a.marker)?.length ?? 0) > 1)
const wrongId = acks.filter((a) => byMarker.get(a.marker)?.length === 1 && byMarker.get(a.marker)![0].id !== a.id)

const deliveries = new Map<string, number[]>()
for (const mail of smtp.received) {
  const id = /^Message-ID:\s*<([^@>]+)@/im.exec(mail.raw)?.[1] ?? '?'
  deliveries.set(id, [...(deliveries.get(id) ?? []), mail.at])
}
const notEmailed = rows.filter((r) => !deliveries.has(r.id)).length
const again = [...deliveries.values()].filter((times) => times.length > 1)
// A message is emailed again only when a kill fell between the end of the email's transfer and the
// outbox's commit of "sent": usually milliseconds apart, but both clocks are read in this busy process
// and the commit may wait on a disk sync, so the kill may come from a second before the mail server's
// acceptance to three seconds after it. And only once per kill.
const killOffsets = (acceptedAt: number) => killTimes.map((k) => k - acceptedAt)
const nearestKill = (acceptedAt: number) => killOffsets(acceptedAt).reduce((a, b) => (Math.abs(b) < Math.abs(a) ? b : a))
const againWithoutKill = again.filter((times) => times.length > 2 || !killOffsets(times[0]).some((ms) => ms >= -1_000 && ms <= 3_000)).length
const tooManyAgain = again.length > killed || againWithoutKill > 0
const emailedAgain = again.length

console.log(`\n
Crash test: ${clients} clients, ${instances} server process${instances === 1 ? '' : 'es'} on ${options.database === 'postgres' ? 'one PostgreSQL database' : 'SQLite'}, killed with SIGKILL ${killed} times (${((Date.now() - started) / 1000).toFixed(1)} s)
  messages acknowledged: ${acks.length}   stored: ${rows.length}   retries after a kill: ${retries}   refused: ${refused}
  lost: ${lost.length}   stored twice: ${duplicated.length}   stored under another id: ${wrongId.length}
  emails: ${smtp.received.length} received for ${rows.length} messages; not emailed: ${notEmailed} (still in the outbox: ${unsent}); emailed again after a kill: ${emailedAgain}; emailed again without a kill at that moment: ${againWithoutKill}`)
if (emailedAgain) {
  console.log(`  (milliseconds from each first email's acceptance to the nearest kill: ${again.map((times) => nearestKill(times[0])).join(', ')})`)
  console.log(
    "  (A kill between the SMTP server's acceptance and the outbox's commit sends that one message again, with the same Message-ID, so mail clients show it once.)",
  )
}

await smtp.close()
await postgres?.stop()
rmSync(work, { recursive: true, force: true })
const failed = lost.length + duplicated.length + wrongId.length + refused + notEmailed + (rows.length !== acks.length ? 1 : 0) + (tooManyAgain ? 1 : 0)
console.log(failed ? '\nFAIL' : '\nPASS: every acknowledged message is stored exactly once and was emailed.')
process.exit(failed ? 1 : 0)
