// A fault inside the server answers a generic 500, never its details, and logs what happened.
import { DatabaseSync } from 'node:sqlite'
import { afterAll, expect, it } from 'vitest'
import { databaseFile } from './sqlite-store.ts'
import { buildApp, contactMessage, removeTempDirs } from './test-support.ts'

afterAll(removeTempDirs)

it('answers a failing database with "Internal Server Error" and no stack trace', async () => {
  const t = await buildApp()
  // A real fault: the database itself refuses the insert.
  const db = new DatabaseSync(databaseFile(t.dataDir))
  db.exec("CREATE TRIGGER refuse BEFORE INSERT ON messages BEGIN SELECT RAISE(ABORT, 'disk on fire at /srv/secret/path'); END")
  db.close()

  const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage() })
  expect(res.statusCode).toBe(500)
  expect(res.json()).toEqual({ message: 'Internal Server Error' })
  expect(res.body).not.toMatch(/disk on fire|secret|at .*\.ts/)
  expect(t.logs.join('\n')).toContain('disk on fire')
  expect(await t.stored()).toEqual([])

  const form = await t.app.inject({
    method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ _form: '/contact#contact-form', ...contactMessage() }).toString(),
  })
  expect(form.statusCode).toBe(303)
  expect(form.headers.location).toBe('/message-not-sent')
  await t.app.close()
})
