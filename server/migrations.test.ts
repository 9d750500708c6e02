// Schema migrations, applied when a store opens and recorded in schema_migrations: once each, even when
// several processes start on a new database at the same moment, and without touching existing messages.
import { DatabaseSync } from 'node:sqlite'
import pg from 'pg'
import { afterAll, expect, it } from 'vitest'
import { openMessagesStore } from './open-store.ts'
import { databaseFile } from './sqlite-store.ts'
import { contactMessage, newDatabase, removeTempDirs } from './test-support.ts'

afterAll(removeTempDirs)

it('PostgreSQL: five instances starting at once on a new database migrate it once', async () => {
  const database = await newDatabase('PostgreSQL')
  const stores = await Promise.all(Array.from({ length: 5 }, () => openMessagesStore(database)))
  await Promise.all(stores.map((store) => store.close()))

  const client = new pg.Client(database.databaseUrl)
  await client.connect()
  const { rows } = await client.query('SELECT version FROM schema_migrations ORDER BY version')
  await client.end()
  expect(rows).toEqual([
    { version: 1 },
    { version: 2 },
    { version: 3 },
    { version: 4 },
    { version: 5 },
    { version: 6 },
    { version: 7 },
    { version: 8 },
    { version: 9 },
  ])
})

it('SQLite: records each migration once, and adopts a database made before schema_migrations with its messages', async () => {
  const fresh = await newDatabase('SQLite')
  await (await openMessagesStore(fresh)).close()
  await (await openMessagesStore(fresh)).close()
  const versions = (dataDir: string) => {
    const db = new DatabaseSync(databaseFile(dataDir), { readOnly: true })
    try {
      return db
        .prepare('SELECT version FROM schema_migrations ORDER BY version')
        .all()
        .map((row) => row.version)
    } finally {
      db.close()
    }
  }
  expect(versions(fresh.dataDir)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])

  // A database as the earlier server left it: the first migration's tables, user_version 1, no schema_migrations.
  const old = await newDatabase('SQLite')
  const store = await openMessagesStore(old)
  await store.save(contactMessage({ subject: 'Kept from before' }), { requestHash: 'h', deliver: false })
  await store.close()
  const db = new DatabaseSync(databaseFile(old.dataDir))
  db.exec(`DROP TABLE schema_migrations; DROP TABLE editor_drafts; DROP TABLE editor_request_events; DROP TABLE editor_preview_links; DROP TABLE editor_change_requests; DROP TABLE editor_passkey_challenges; DROP TABLE editor_audit; DROP TABLE editor_passkeys;
    DROP TABLE editor_sign_in_links; DROP TABLE editor_sessions; DROP TABLE editor_invitations; DROP TABLE editor_people; DROP TABLE message_answers; PRAGMA user_version = 1`)
  db.close()

  const reopened = await openMessagesStore(old)
  expect((await reopened.list()).map((m) => m.subject)).toEqual(['Kept from before'])
  await reopened.close()
  expect(versions(old.dataDir)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
})
