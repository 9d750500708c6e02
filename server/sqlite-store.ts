// The visitors' messages, kept in SQLite (node:sqlite, WAL mode, one file under DATA_DIR). A message
// and its outbox entry (when mail is on) are written in one transaction, and the commit is on disk
// before the visitor is told the message was received. The outbox is how delivery survives restarts:
// an entry stays until the email is sent, and a lease keeps two senders from sending it both.
import { chmodSync, existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { ContactMessage } from '../schema/generated/site-types.ts'

export interface StoredMessage extends ContactMessage {
  id: string
  receivedAt: string
}

export type Delivery = 'not emailed' | 'pending' | 'sent'

export interface MessageRecord extends StoredMessage {
  delivery: Delivery
  attempts: number
  sentAt?: string
  lastError?: string
}

export type SaveResult =
  | { outcome: 'stored' | 'replayed'; id: string; receivedAt: string }
  | { outcome: 'conflict' }

export interface SaveOptions {
  /** The client's Idempotency-Key: a second save with the same key stores nothing and answers the first. */
  idempotencyKey?: string
  /** A digest of the message, to tell a retry from a different message sent with a used key. */
  requestHash: string
  /** Put the message in the outbox to be emailed. */
  deliver: boolean
}

export interface OutboxJob {
  message: StoredMessage
  /** Delivery attempts so far, this one included. */
  attempts: number
}

export interface MessagesStore {
  save(message: ContactMessage, options: SaveOptions): SaveResult
  list(): MessageRecord[]
  /** Reserves the next message due for delivery for `leaseMs`, or answers undefined. */
  claimDue(now: number, leaseMs: number): OutboxJob | undefined
  /** When the next unsent message becomes due (or its lease ends), if there is one. */
  nextDueAt(): number | undefined
  markSent(id: string, now: number): void
  markFailed(id: string, nextAttemptAt: number, error: string): void
  close(): void
}

export const databaseFile = (dataDir: string) => join(dataDir, 'messages.db')

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
]

type Row = Record<string, string | number | null>

export function openMessagesStore(dataDir: string, { readOnly = false } = {}): MessagesStore {
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
  const hasTables = Number((db.prepare('PRAGMA user_version').get() as Row).user_version) > 0

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

  const selectMessage = `SELECT m.*, o.attempts, o.sent_at, o.last_error, o.message_id AS outbox_id
    FROM messages m LEFT JOIN outbox o ON o.message_id = m.id`

  return {
    save(message, { idempotencyKey, requestHash, deliver }) {
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
        db.prepare(`INSERT INTO messages (id, received_at, idempotency_key, request_hash, full_name, email, phone, subject, message, company_name, employee_count)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
          id, receivedAt, idempotencyKey ?? null, requestHash, message.fullName, message.email, message.phone,
          message.subject, message.message, message.companyName ?? null, message.employeeCount ?? null,
        )
        if (deliver) db.prepare('INSERT INTO outbox (message_id, next_attempt_at) VALUES (?, ?)').run(id, Date.now())
        return { outcome: 'stored' as const, id, receivedAt }
      })
    },

    list() {
      if (!hasTables) return []
      return (db.prepare(`${selectMessage} ORDER BY m.received_at, m.rowid`).all() as Row[]).map(toRecord)
    },

    claimDue(now, leaseMs) {
      return transaction(() => {
        const due = db.prepare(`SELECT message_id FROM outbox
          WHERE sent_at IS NULL AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
          ORDER BY next_attempt_at LIMIT 1`).get(now, now) as Row | undefined
        if (!due) return undefined
        db.prepare('UPDATE outbox SET lease_until = ?, attempts = attempts + 1 WHERE message_id = ?').run(now + leaseMs, due.message_id)
        const record = toRecord(db.prepare(`${selectMessage} WHERE m.id = ?`).get(due.message_id) as Row)
        return { message: toMessage(record), attempts: record.attempts }
      })
    },

    nextDueAt() {
      const row = db.prepare(`SELECT MIN(MAX(next_attempt_at, COALESCE(lease_until, 0))) AS due FROM outbox WHERE sent_at IS NULL`).get() as Row
      return row.due === null ? undefined : Number(row.due)
    },

    markSent(id, now) {
      db.prepare('UPDATE outbox SET sent_at = ?, lease_until = NULL, last_error = NULL WHERE message_id = ?').run(new Date(now).toISOString(), id)
    },

    markFailed(id, nextAttemptAt, error) {
      db.prepare('UPDATE outbox SET next_attempt_at = ?, lease_until = NULL, last_error = ? WHERE message_id = ?').run(nextAttemptAt, error.slice(0, 500), id)
    },

    close() {
      if (db.isOpen) db.close()
    },
  }
}

function migrate(db: DatabaseSync) {
  const version = Number((db.prepare('PRAGMA user_version').get() as Row).user_version)
  for (let v = version; v < migrations.length; v++) {
    db.exec('BEGIN IMMEDIATE')
    try {
      db.exec(migrations[v])
      db.exec(`PRAGMA user_version = ${v + 1}`)
      db.exec('COMMIT')
    } catch (error) {
      db.exec('ROLLBACK')
      throw error
    }
  }
}

function toRecord(row: Row): MessageRecord {
  const optional = (value: string | number | null) => (value === null ? undefined : String(value))
  return {
    id: String(row.id),
    receivedAt: String(row.received_at),
    fullName: String(row.full_name),
    email: String(row.email),
    phone: String(row.phone),
    subject: String(row.subject),
    message: String(row.message),
    ...(row.company_name !== null ? { companyName: String(row.company_name) } : {}),
    ...(row.employee_count !== null ? { employeeCount: String(row.employee_count) as ContactMessage['employeeCount'] } : {}),
    delivery: row.outbox_id === null ? 'not emailed' : row.sent_at === null ? 'pending' : 'sent',
    attempts: Number(row.attempts ?? 0),
    sentAt: optional(row.sent_at),
    lastError: optional(row.last_error),
  }
}

export function toMessage(record: MessageRecord): StoredMessage {
  const { delivery: _d, attempts: _a, sentAt: _s, lastError: _l, ...message } = record
  return message
}
