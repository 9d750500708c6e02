// A fault inside the server answers a generic 500, never its details, and logs what happened.
import { DatabaseSync } from 'node:sqlite'
import pg from 'pg'
import { afterAll, expect, it } from 'vitest'
import { databaseFile } from './sqlite-store.ts'
import { buildApp, contactMessage, databases, removeTempDirs, type TestApp } from './test-support.ts'

afterAll(removeTempDirs)

/** A real fault: the database itself refuses every insert into messages, with internals in its words. */
async function refuseInserts(t: TestApp) {
  if (!t.databaseUrl) {
    const db = new DatabaseSync(databaseFile(t.dataDir))
    db.exec("CREATE TRIGGER refuse BEFORE INSERT ON messages BEGIN SELECT RAISE(ABORT, 'disk on fire at /srv/secret/path'); END")
    db.close()
    return
  }
  const client = new pg.Client(t.databaseUrl)
  await client.connect()
  await client.query(`CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk on fire at /srv/secret/path'; END $$;
    CREATE TRIGGER refuse BEFORE INSERT ON messages FOR EACH ROW EXECUTE FUNCTION refuse()`)
  await client.end()
}

it.each(databases)('answers a failing database (%s) with "Internal Server Error" and no stack trace', async (database) => {
  const t = await buildApp({ database })
  await refuseInserts(t)

  const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage() })
  expect(res.statusCode).toBe(500)
  expect(res.json()).toEqual({ message: 'Internal Server Error' })
  expect(res.body).not.toMatch(/disk on fire|secret|at .*\.ts/)
  expect(t.logs.join('\n')).toContain('disk on fire')
  expect(await t.stored()).toEqual([])

  const form = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ _form: '/contact#message-form', ...contactMessage() }).toString(),
  })
  expect(form.statusCode).toBe(303)
  expect(form.headers.location).toBe('/message-not-sent')
  await t.app.close()
})
