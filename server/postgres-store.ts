// The messages in PostgreSQL (DATABASE_URL), shared by any number of server processes. What keeps them
// from stepping on each other is the database, not the processes:
// - an Idempotency-Key is unique in the table, so a retry that reaches another process stores nothing;
// - a sender claims an outbox entry with FOR UPDATE SKIP LOCKED and a lease, so two senders polling at
//   once take different messages, and a sender that dies lets go when its lease runs out;
// - the rate limit counts in a table, so it is one limit whichever process answers.
import pg from 'pg'
import { messageFields } from '../schema/contact-fields.ts'
import { changeRequestsStore } from './change-requests-store.ts'
import { previewLinksStore } from './preview-links-store.ts'
import { postgresEditorDrafts } from './editor-drafts-store.ts'
import { postgresMessageAnswers } from './message-answers-store.ts'
import {
  messageColumnList,
  messageValues,
  toMessage,
  toRecord,
  type HitCount,
  type MessageRow,
  type MessagesStore,
  type StoreSettings,
} from './messages-store.ts'
import { migratePostgres } from './postgres-migrations.ts'
import { peopleStore } from './people-store.ts'

const selectMessage = `SELECT m.*, o.attempts, o.sent_at, o.last_error, o.message_id AS outbox_id
  FROM messages m LEFT JOIN outbox o ON o.message_id = m.id`

// The database's clock in milliseconds: every process counts rate-limit windows by the same clock.
const nowMs = `(extract(epoch FROM clock_timestamp()) * 1000)::bigint`

export async function openPostgresStore(databaseUrl: string, { readOnly = false, onIdleError }: Partial<StoreSettings> = {}): Promise<MessagesStore> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // A database that does not answer fails the request (and /readyz) instead of holding it.
    connectionTimeoutMillis: 5_000,
    query_timeout: 15_000,
    application_name: 'website',
  })
  // The statements are written with ?; PostgreSQL numbers its parameters.
  const sql = async (statement: string, ...params: (string | number | null)[]) => {
    let n = 0
    return (
      await pool.query(
        statement.replace(/\?/g, () => `$${++n}`),
        params,
      )
    ).rows as Record<string, unknown>[]
  }
  // A connection the database drops while idle is an event here, not a crash; the pool opens a new one.
  pool.on('error', (error) => onIdleError?.(error))
  try {
    if (!readOnly) await migratePostgres(pool)
  } catch (error) {
    await pool.end()
    throw new Error(
      `PostgreSQL at ${describeUrl(databaseUrl)} could not be opened: ${(error as Error).message}. Check DATABASE_URL and that the database is running.`,
      { cause: error },
    )
  }

  const transaction = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      const result = await work(client)
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }

  let lastSweep = 0
  let closed = false

  return {
    save(message, { idempotencyKey, requestHash, deliver }) {
      return transaction(async (client) => {
        const id = crypto.randomUUID()
        // Two processes inserting one key at once: the second waits for the first to commit, then inserts nothing.
        const inserted = await client.query(
          `INSERT INTO messages (id, received_at, idempotency_key, request_hash, ${messageColumnList})
          VALUES ($1, now(), $2, $3, ${messageFields.map((_, i) => `$${i + 4}`).join(', ')})
          ON CONFLICT (idempotency_key) DO NOTHING RETURNING received_at`,
          [id, idempotencyKey ?? null, requestHash, ...messageValues(message)],
        )
        if (inserted.rowCount === 0) {
          const earlier = (await client.query('SELECT id, received_at, request_hash FROM messages WHERE idempotency_key = $1', [idempotencyKey])).rows[0]
          return earlier.request_hash === requestHash
            ? { outcome: 'replayed' as const, id: String(earlier.id), receivedAt: (earlier.received_at as Date).toISOString() }
            : { outcome: 'conflict' as const }
        }
        if (deliver) await client.query('INSERT INTO outbox (message_id, next_attempt_at) VALUES ($1, $2)', [id, Date.now()])
        return { outcome: 'stored' as const, id, receivedAt: (inserted.rows[0].received_at as Date).toISOString() }
      })
    },

    async list() {
      try {
        const { rows } = await pool.query<MessageRow>(`${selectMessage} ORDER BY m.received_at, m.seq`)
        return rows.map(toRecord)
      } catch (error) {
        // 42P01, no such table: no server has started on this database yet, so there are no messages.
        if ((error as { code?: string }).code === '42P01') return []
        throw error
      }
    },

    async claimDue(now, leaseMs) {
      // SKIP LOCKED: a sender passes over the entry another is claiming this instant and takes the next.
      const { rows } = await pool.query<MessageRow>(
        `WITH claimed AS (
          UPDATE outbox SET lease_until = $1::bigint + $2::bigint, attempts = attempts + 1
          WHERE message_id = (
            SELECT message_id FROM outbox
            WHERE sent_at IS NULL AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until <= $1)
            ORDER BY next_attempt_at LIMIT 1
            FOR UPDATE SKIP LOCKED)
          RETURNING message_id, attempts)
        SELECT m.*, c.attempts, NULL AS sent_at, NULL AS last_error, c.message_id AS outbox_id
        FROM claimed c JOIN messages m ON m.id = c.message_id`,
        [now, leaseMs],
      )
      if (rows.length === 0) return undefined
      const record = toRecord(rows[0])
      return { message: toMessage(record), attempts: record.attempts }
    },

    async markSent(id, now) {
      await pool.query('UPDATE outbox SET sent_at = $2, lease_until = NULL, last_error = NULL WHERE message_id = $1', [id, new Date(now)])
    },

    async markFailed(id, nextAttemptAt, error) {
      await pool.query('UPDATE outbox SET next_attempt_at = $2, lease_until = NULL, last_error = $3 WHERE message_id = $1', [
        id,
        nextAttemptAt,
        error.slice(0, 500),
      ])
    },

    async ping() {
      await pool.query('SELECT 1')
    },

    async countHit(key: string, windowMs: number): Promise<HitCount> {
      // One statement: a new window starts when the last one ended, otherwise the count goes up.
      const { rows } = await pool.query(
        `INSERT INTO rate_limit_hits AS h (key, count, window_ends_at)
          VALUES ($1, 1, ${nowMs} + $2::bigint)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN h.window_ends_at <= ${nowMs} THEN 1 ELSE h.count + 1 END,
          window_ends_at = CASE WHEN h.window_ends_at <= ${nowMs} THEN ${nowMs} + $2::bigint ELSE h.window_ends_at END
        RETURNING count, window_ends_at - ${nowMs} AS ttl`,
        [key, windowMs],
      )
      // Windows that ended are swept now and then, so the table holds only the clients of the last window.
      if (Date.now() - lastSweep > 60_000) {
        lastSweep = Date.now()
        await pool.query(`DELETE FROM rate_limit_hits WHERE window_ends_at <= ${nowMs}`)
      }
      return { count: Number(rows[0].count), ttlMs: Math.max(0, Number(rows[0].ttl)) }
    },

    editorDrafts: postgresEditorDrafts(pool),
    messageAnswers: postgresMessageAnswers(pool),

    people: peopleStore(sql),
    changeRequests: changeRequestsStore(sql),
    previewLinks: previewLinksStore(sql),

    async close() {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}

/** The URL without its password, for logs. */
export function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl)
    if (url.password) url.password = '***'
    return url.toString()
  } catch {
    return 'postgres (DATABASE_URL)'
  }
}
