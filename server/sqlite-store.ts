// The messages in SQLite (node:sqlite, WAL mode, one file under DATA_DIR): the default, with nothing to
// set up. A message and its outbox entry (when mail is on) are written in one transaction, and the
// commit is on disk before the visitor is told the message was received. The outbox is how delivery
// survives restarts: an entry stays until the email is sent, and a lease keeps two senders from sending
// it both. node:sqlite is synchronous; the methods answer promises to share the interface with PostgreSQL.
import { chmodSync, existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { messageFields } from '../schema/contact-fields.ts'
import { changeRequestsStore, changeRequestsTable } from './change-requests-store.ts'
import { previewLinksStore, previewLinksTable } from './preview-links-store.ts'
import { requestEventsTable, requestScheduleColumn } from './request-events-store.ts'
import { sqliteEditorDrafts } from './editor-drafts-store.ts'
import { passkeyChallengesTable, peopleTables } from './people-migration.ts'
import { peopleStore } from './people-store.ts'
import { sqliteMessageAnswers } from './message-answers-store.ts'
import { messageColumnList, messageValues, toMessage, toRecord, type MessageRow, type MessagesStore, type StoreSettings } from './messages-store.ts'

export const databaseFile = (dataDir: string) => join(dataDir, 'messages.db')

/** Numbered by their place in the list; each one applied is recorded in schema_migrations. Only append. */
const migrations = [
  `CREATE TABLE messages (
     id TEXT PRIMARY KEY,
     received_at TEXT NOT NULL,
     idempotency_key TEXT UNIQUE,
     request_hash TEXT NOT NULL,
     full_name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     subject TEXT NOT NULL,
     message TEXT NOT NULL,
     company_name TEXT,
     employee_count TEXT
   ) STRICT;
   CREATE TABLE outbox (
     message_id TEXT PRIMARY KEY REFERENCES messages(id),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     lease_until INTEGER,
     sent_at TEXT,
     last_error TEXT
   ) STRICT;
   CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;`,
  `CREATE TABLE editor_drafts (
     person TEXT PRIMARY KEY,
     drafts TEXT NOT NULL,
     updated_at TEXT NOT NULL
   ) STRICT;`,
  peopleTables('INTEGER', 'INTEGER PRIMARY KEY AUTOINCREMENT', ' STRICT'),
  `CREATE TABLE message_answers (
     message_id TEXT PRIMARY KEY REFERENCES messages(id),
     answered_at TEXT NOT NULL,
     answered_by TEXT NOT NULL
   ) STRICT;`,
  changeRequestsTable('INTEGER', ' STRICT'),
  passkeyChallengesTable('INTEGER', ' STRICT'),
  requestEventsTable('INTEGER', 'INTEGER PRIMARY KEY AUTOINCREMENT', ' STRICT'),
  requestScheduleColumn('INTEGER'),
  previewLinksTable('INTEGER', ' STRICT'),
]

type Row = Record<string, string | number | null>

export function openSqliteStore(dataDir: string, { readOnly = false }: Partial<StoreSettings> = {}): MessagesStore {
  const file = databaseFile(dataDir)
  if (!readOnly) mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const isNew = !existsSync(file)
  const db = new DatabaseSync(file, { readOnly })
  // Visitors' names, emails and phones: readable by the server's user only.
  if (isNew && !readOnly) chmodSync(file, 0o600)
  db.exec('PRAGMA busy_timeout = 5000')
  if (!readOnly) {
    db.exec('PRAGMA journal_mode = WAL')
    // FULL syncs the log on every commit, so an acknowledged message survives a power cut, not only a crash.
    db.exec('PRAGMA synchronous = FULL')
    migrate(db)
  }
  const hasTables = db.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'messages'").get() !== undefined

  const transaction = <T>(work: () => T): T => {
    db.exec('BEGIN IMMEDIATE')
    try {
      const result = work()
      db.exec('COMMIT')
      return result
    } catch (error) {
      db.exec('ROLLBACK')
      throw error
    }
  }

  const sql = async (statement: string, ...params: (string | number | null)[]) => db.prepare(statement).all(...params) as Record<string, unknown>[]

  const selectMessage = `SELECT m.*, o.attempts, o.sent_at, o.last_error, o.message_id AS outbox_id
    FROM messages m LEFT JOIN outbox o ON o.message_id = m.id`

  return {
    async save(message, { idempotencyKey, requestHash, deliver }) {
      return transaction(() => {
        if (idempotencyKey !== undefined) {
          const earlier = db.prepare('SELECT id, received_at, request_hash FROM messages WHERE idempotency_key = ?').get(idempotencyKey) as Row | undefined
          if (earlier) {
            return earlier.request_hash === requestHash
              ? { outcome: 'replayed' as const, id: String(earlier.id), receivedAt: String(earlier.received_at) }
              : { outcome: 'conflict' as const }
          }
        }
        const id = crypto.randomUUID()
        const receivedAt = new Date().toISOString()
        db.prepare(
          `INSERT INTO messages (id, received_at, idempotency_key, request_hash, ${messageColumnList})
          VALUES (?, ?, ?, ?, ${messageFields.map(() => '?').join(', ')})`,
        ).run(id, receivedAt, idempotencyKey ?? null, requestHash, ...messageValues(message))
        if (deliver) db.prepare('INSERT INTO outbox (message_id, next_attempt_at) VALUES (?, ?)').run(id, Date.now())
        return { outcome: 'stored' as const, id, receivedAt }
      })
    },

    async list() {
      if (!hasTables) return []
      return (db.prepare(`${selectMessage} ORDER BY m.received_at, m.rowid`).all() as MessageRow[]).map(toRecord)
    },

    async claimDue(now, leaseMs) {
      return transaction(() => {
        const due = db
          .prepare(
            `SELECT message_id FROM outbox
          WHERE sent_at IS NULL AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
          ORDER BY next_attempt_at LIMIT 1`,
          )
          .get(now, now) as Row | undefined
        if (!due) return undefined
        db.prepare('UPDATE outbox SET lease_until = ?, attempts = attempts + 1 WHERE message_id = ?').run(now + leaseMs, due.message_id)
        const record = toRecord(db.prepare(`${selectMessage} WHERE m.id = ?`).get(due.message_id) as MessageRow)
        return { message: toMessage(record), attempts: record.attempts }
      })
    },

    async markSent(id, now) {
      db.prepare('UPDATE outbox SET sent_at = ?, lease_until = NULL, last_error = NULL WHERE message_id = ?').run(new Date(now).toISOString(), id)
    },

    async markFailed(id, nextAttemptAt, error) {
      db.prepare('UPDATE outbox SET next_attempt_at = ?, lease_until = NULL, last_error = ? WHERE message_id = ?').run(nextAttemptAt, error.slice(0, 500), id)
    },

    async ping() {
      db.prepare('SELECT 1').get()
    },

    editorDrafts: sqliteEditorDrafts(db),
    messageAnswers: sqliteMessageAnswers(db),
    people: peopleStore(sql),
    changeRequests: changeRequestsStore(sql),
    previewLinks: previewLinksStore(sql),

    async close() {
      if (db.isOpen) db.close()
    },
  }
}

function migrate(db: DatabaseSync) {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL) STRICT')
  // Databases made before schema_migrations counted their one migration in user_version.
  const legacy = Number((db.prepare('PRAGMA user_version').get() as Row).user_version)
  for (let v = 1; v <= legacy; v++) db.prepare('INSERT OR IGNORE INTO schema_migrations VALUES (?, ?)').run(v, new Date().toISOString())

  const applied = Number((db.prepare('SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations').get() as Row).v)
  for (let v = applied + 1; v <= migrations.length; v++) {
    db.exec('BEGIN IMMEDIATE')
    try {
      // Another process may have applied it since we looked.
      if (!db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(v)) {
        db.exec(migrations[v - 1])
        db.prepare('INSERT INTO schema_migrations VALUES (?, ?)').run(v, new Date().toISOString())
      }
      db.exec('COMMIT')
    } catch (error) {
      db.exec('ROLLBACK')
      throw error
    }
  }
}
