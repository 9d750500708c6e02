// The listening entry as a real process: it refuses an invalid site, listens on PORT, serves, and
// closes gracefully on SIGTERM: the request in flight is answered, the email being sent is sent and
// marked sent, the database is closed, and the process exits 0.
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, expect, it } from 'vitest'
import { databaseFile } from './sqlite-store.ts'
import {
  contactMessage,
  databases,
  eventually,
  fixtureSiteDir,
  freePort,
  makeDist,
  newDatabase,
  page,
  removeTempDirs,
  storedMessages,
  tempDir,
} from './test-support.ts'
import { startSmtpServer } from './test-smtp.ts'

afterAll(removeTempDirs)

it('refuses to start with an invalid site and prints each problem with its place', () => {
  const siteDir = join(tempDir(), 'site')
  cpSync(fixtureSiteDir, siteDir, { recursive: true })
  writeFileSync(
    join(siteDir, 'pages', 'broken.yaml'),
    'path: /broken\ntitle: Broken\ndescription: A page with a misspelt section.\nsections:\n  - type: heor\n    heading: Hi\n',
  )
  const run = spawnSync(process.execPath, ['server/main.ts'], {
    env: { ...process.env, SITE_DIR: siteDir, DATA_DIR: tempDir(), PORT: '0' },
    encoding: 'utf8',
    timeout: 15_000,
  })
  expect(run.status).toBe(1)
  expect(run.stderr).toMatch(/broken\.yaml:5:\d+ {2}error {2}.*heor/)
  expect(run.stderr).toContain('The server did not start')
})

it('refuses a malformed setting with a message naming it', () => {
  const run = spawnSync(process.execPath, ['server/main.ts'], { env: { ...process.env, PORT: 'eighty' }, encoding: 'utf8', timeout: 15_000 })
  expect(run.status).toBe(1)
  expect(run.stderr).toContain('PORT must be a whole number from 0 to 65535; it is "eighty".')
})

it('refuses to start when PostgreSQL does not answer, naming it without the password', async () => {
  const url = `postgres://website:hunter2@127.0.0.1:${await freePort()}/messages`
  const run = spawnSync(process.execPath, ['server/main.ts'], {
    env: { ...process.env, SITE_DIR: fixtureSiteDir, DATABASE_URL: url, PORT: '0' },
    encoding: 'utf8',
    timeout: 15_000,
  })
  expect(run.status).toBe(1)
  expect(run.stderr).toMatch(/PostgreSQL at postgres:\/\/website:\*\*\*@127\.0\.0\.1:\d+\/messages could not be opened: connect ECONNREFUSED/)
  expect(run.stderr + run.stdout).not.toContain('hunter2')
})

it('listens, serves the site and the API, and closes on SIGTERM', async () => {
  const dataDir = tempDir()
  const { child, address, exit, output } = await startMain({ DATA_DIR: dataDir })
  expect((await fetch(`${address}/`)).status).toBe(200)
  const posted = await fetch(`${address}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(contactMessage()),
  })
  expect(posted.status).toBe(201)

  child.kill('SIGTERM')
  expect(await exit).toBe(0)
  expect(output()).toContain('closing: finishing requests in progress')
  expect(output()).toContain('mail is not configured')
  expect(await storedMessages({ dataDir })).toHaveLength(1)
})

/** Starts server/main.ts with these settings; answers its address once it listens. */
async function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, SITE_DIR: fixtureSiteDir, DIST_DIR: makeDist({ 'index.html': page('Fixture home') }), PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  const address = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (found) resolve(found[1])
    })
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)))
  })
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { child, address, exit, output: () => output }
}

it.each(databases)('on SIGTERM answers the request in flight, finishes the email being sent and closes %s before exiting 0', async (kind) => {
  const database = await newDatabase(kind)
  const smtp = await startSmtpServer(0, [], { holdMs: 1_500 })
  const main = await startMain({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    OUTBOX_POLL_MS: '50',
  })
  try {
    // The first message is being emailed: the slow mail server holds it.
    const first = await fetch(`${main.address}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactMessage({ subject: 'Being emailed' })),
    })
    expect(first.status).toBe(201)
    await eventually(() => smtp.receiving() === 1, 5_000, 'the email to begin')

    // A second message is in flight: its client has sent half of it.
    const body = JSON.stringify(contactMessage({ subject: 'In flight' }))
    const inFlight = request(`${main.address}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    })
    const answered = new Promise<number | undefined>((resolve, reject) => {
      inFlight.on('response', (res) => {
        res.resume()
        resolve(res.statusCode)
      })
      inFlight.on('error', reject)
    })
    inFlight.write(body.slice(0, 40))
    await new Promise((resolve) => setTimeout(resolve, 200))

    main.child.kill('SIGTERM')
    const terminatedAt = Date.now()
    await new Promise((resolve) => setTimeout(resolve, 300))
    inFlight.end(body.slice(40))
    expect(await answered).toBe(201)
    expect(await main.exit).toBe(0)
    // Soon after the email is accepted: no keep-alive connection held the close open.
    expect(Date.now() - terminatedAt).toBeLessThan(4_000)
  } finally {
    main.child.kill('SIGKILL')
    await smtp.close()
  }

  expect(main.output()).toContain('closing: finishing requests in progress')
  expect(main.output()).toContain('closed: every request answered, the database closed')
  expect(smtp.received).toHaveLength(1)

  // Closed, not abandoned: SQLite folds its write-ahead log back into the file and removes it on a clean
  // close; PostgreSQL is left with no connection from the server.
  if (kind === 'SQLite') expect(existsSync(`${databaseFile(database.dataDir)}-wal`)).toBe(false)
  else {
    const admin = new pg.Client(database.databaseUrl)
    await admin.connect()
    const { rows } = await admin.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'website' AND datname = current_database()")
    await admin.end()
    expect(rows[0].n).toBe(0)
  }
  // What was acknowledged is kept; the email being sent was marked sent; the one stored while closing waits.
  const stored = await storedMessages(database)
  expect(stored.map((m) => [m.subject, m.delivery])).toEqual([
    ['Being emailed', 'sent'],
    ['In flight', 'pending'],
  ])
})
