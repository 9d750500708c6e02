// A real PostgreSQL server for the tests and the crash test: a new cluster in a temp folder (initdb),
// listening on 127.0.0.1 on a free port with its socket in the same folder, stopped and removed at the
// end. PostgreSQL refuses to run as root, so under root it runs as the `postgres` user. As vitest's
// globalSetup it starts once per test run and gives the tests its URL (inject('postgresUrl')); each
// test then makes a database of its own with createDatabase.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { freePort } from '../scripts/support/free-port.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test cluster's superuser URL (database `postgres`). */
    postgresUrl: string
  }
}

export interface PostgresServer {
  /** Superuser URL of the cluster's `postgres` database. */
  url: string
  stop(): Promise<void>
}

function binDir(): string {
  const candidates = [
    process.env.PG_BIN,
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
    spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' }).stdout?.trim(),
  ]
  const found = candidates.find((dir) => dir && existsSync(join(dir, 'initdb')))
  if (!found)
    throw new Error(
      'The tests need PostgreSQL (initdb and postgres) and found none. Install it (apt-get install postgresql) or set PG_BIN to the folder holding initdb.',
    )
  return found
}

/** Under root, the uid and gid of the `postgres` user, which PostgreSQL needs to run as. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim())
  const uid = id('-u')
  if (!Number.isInteger(uid) || uid === 0)
    throw new Error(
      'PostgreSQL refuses to run as root, and there is no `postgres` user to run it as. Create one (the postgresql package does), or run the tests as another user.',
    )
  return { uid, gid: id('-g') }
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = binDir()
  const user = runAs()
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'))
  if (user) chownSync(dir, user.uid, user.gid)
  const data = join(dir, 'data')

  const init = spawnSync(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'], { ...user, encoding: 'utf8', cwd: dir })
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr}`)

  const port = await freePort()
  const server: ChildProcess = spawn(
    join(bin, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      // The tests kill server processes, never the database: durability on disk would only slow them.
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    { ...user, cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let log = ''
  server.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk).slice(-4000)))
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  const started = Date.now()
  for (;;) {
    const client = new pg.Client(url)
    try {
      await client.connect()
      await client.end()
      break
    } catch {
      await client.end().catch(() => {})
      if (server.exitCode !== null || Date.now() - started > 30_000) {
        server.kill('SIGKILL')
        rmSync(dir, { recursive: true, force: true })
        throw new Error(`PostgreSQL did not start:\n${log}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  return {
    url,
    async stop() {
      // SIGINT: PostgreSQL's fast shutdown, which ends open connections instead of waiting for them.
      if (server.exitCode === null) server.kill('SIGINT')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A new, empty database in the cluster; answers its URL. */
export async function createDatabase(clusterUrl: string): Promise<string> {
  const name = `test_${crypto.randomUUID().replaceAll('-', '')}`
  const client = new pg.Client(clusterUrl)
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(clusterUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** vitest's globalSetup: one cluster for the whole run. */
export default async function setup(project: TestProject) {
  const server = await startPostgres()
  project.provide('postgresUrl', server.url)
  return () => server.stop()
}
