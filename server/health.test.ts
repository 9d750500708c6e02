// GET /healthz and /readyz: the process answers; the database answers, or a plain 503 says it does not.
import pg from 'pg'
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest'
import { buildApp, databases, removeTempDirs, type TestApp } from './test-support.ts'

const apps: TestApp[] = []
afterEach(async () => {
  for (const { app } of apps.splice(0)) await app.close()
})
afterAll(removeTempDirs)

describe.each(databases)('on %s', (database) => {
  it('answers /healthz and /readyz with 200 in plain text, uncached and unlogged', async () => {
    const t = await buildApp({ database })
    apps.push(t)
    const health = await t.app.inject({ url: '/healthz' })
    expect(health.statusCode).toBe(200)
    expect(health.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(health.headers['cache-control']).toBe('no-store')
    const ready = await t.app.inject({ url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.body).toBe('ready\n')
    expect(t.logs.join('\n')).not.toContain('/readyz')
  })
})

it('answers /readyz with 503 and a plain message while PostgreSQL does not answer, and /healthz still with 200', async () => {
  const t = await buildApp({ database: 'PostgreSQL' })
  apps.push(t)
  expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200)

  // A real fault: the database goes away under the running app, its connections with it.
  const admin = new pg.Client(inject('postgresUrl'))
  await admin.connect()
  await admin.query(`DROP DATABASE ${new URL(t.databaseUrl!).pathname.slice(1)} WITH (FORCE)`)
  await admin.end()

  const ready = await t.app.inject({ url: '/readyz' })
  expect(ready.statusCode).toBe(503)
  expect(ready.headers['content-type']).toBe('text/plain; charset=utf-8')
  expect(ready.body).toBe('not ready: the database does not answer\n')
  expect(t.logs.join('\n')).toContain('not ready: the database does not answer')
  expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200)
})
