// Which visitors' messages the firm has answered, marked in the editor's Messages list: one row per
// answered message (who marked it, and when), in the message store's database beside the messages
// (SQLite under DATA_DIR, or PostgreSQL with DATABASE_URL). A message not marked has no row.
import type { DatabaseSync } from 'node:sqlite'
import type pg from 'pg'

interface MessageAnswer {
  answeredAt: string
  answeredBy: string
}

export interface MessageAnswersStore {
  /** Every answered message, by its id. */
  all(): Promise<Map<string, MessageAnswer>>
  /** Marks the message answered (by `person`), or not answered; false when there is no such message. */
  mark(id: string, answered: boolean, person: string): Promise<boolean>
}

export function sqliteMessageAnswers(db: DatabaseSync): MessageAnswersStore {
  return {
    async all() {
      const rows = db.prepare('SELECT message_id, answered_at, answered_by FROM message_answers').all() as {
        message_id: string
        answered_at: string
        answered_by: string
      }[]
      return new Map(rows.map((r) => [r.message_id, { answeredAt: r.answered_at, answeredBy: r.answered_by }]))
    },
    async mark(id, answered, person) {
      if (!db.prepare('SELECT 1 FROM messages WHERE id = ?').get(id)) return false
      if (!answered) db.prepare('DELETE FROM message_answers WHERE message_id = ?').run(id)
      else db.prepare('INSERT OR IGNORE INTO message_answers VALUES (?, ?, ?)').run(id, new Date().toISOString(), person)
      return true
    },
  }
}

export function postgresMessageAnswers(pool: pg.Pool): MessageAnswersStore {
  return {
    async all() {
      const { rows } = await pool.query<{ message_id: string; answered_at: Date; answered_by: string }>(
        'SELECT message_id, answered_at, answered_by FROM message_answers',
      )
      return new Map(rows.map((r) => [r.message_id, { answeredAt: r.answered_at.toISOString(), answeredBy: r.answered_by }]))
    },
    async mark(id, answered, person) {
      // A message id is a UUID in PostgreSQL: any other text names no message.
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false
      const { rowCount } = await pool.query('SELECT 1 FROM messages WHERE id = $1', [id])
      if (!rowCount) return false
      if (!answered) await pool.query('DELETE FROM message_answers WHERE message_id = $1', [id])
      else await pool.query('INSERT INTO message_answers VALUES ($1, now(), $2) ON CONFLICT (message_id) DO NOTHING', [id, person])
      return true
    },
  }
}
