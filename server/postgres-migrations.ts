// The PostgreSQL schema as a numbered list of migrations, applied at start and recorded in
// schema_migrations. Several processes starting at once take turns on an advisory lock, so each
// migration runs once. Only append to the list; a migration that ran is never edited.
import type pg from 'pg'
import { changeRequestsTable } from './change-requests-store.ts'
import { previewLinksTable } from './preview-links-store.ts'
import { requestEventsTable, requestScheduleColumn } from './request-events-store.ts'
import { passkeyChallengesTable, peopleTables } from './people-migration.ts'

const migrations = [
  `CREATE TABLE messages (
     id uuid PRIMARY KEY,
     -- The order messages arrived in, for listing: received_at alone can tie.
     seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
     received_at timestamptz NOT NULL,
     idempotency_key text UNIQUE,
     request_hash text NOT NULL,
     full_name text NOT NULL,
     email text NOT NULL,
     phone text NOT NULL,
     subject text NOT NULL,
     message text NOT NULL,
     company_name text,
     employee_count text
   );
   CREATE TABLE outbox (
     message_id uuid PRIMARY KEY REFERENCES messages(id),
     attempts integer NOT NULL DEFAULT 0,
     -- Milliseconds since 1970, as the outbox worker counts them.
     next_attempt_at bigint NOT NULL,
     lease_until bigint,
     sent_at timestamptz,
     last_error text
   );
   CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
   CREATE TABLE rate_limit_hits (
     key text PRIMARY KEY,
     count integer NOT NULL,
     window_ends_at bigint NOT NULL
   );
   CREATE INDEX rate_limit_hits_window ON rate_limit_hits (window_ends_at);`,
  // json, not jsonb: it keeps the text as written, so the keys of an edited value keep their order.
  `CREATE TABLE editor_drafts (
     person text PRIMARY KEY,
     drafts json NOT NULL,
     updated_at timestamptz NOT NULL
   );`,
  peopleTables('bigint', 'bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY', ''),
  `CREATE TABLE message_answers (
     message_id uuid PRIMARY KEY REFERENCES messages(id),
     answered_at timestamptz NOT NULL,
     answered_by text NOT NULL
   );`,
  changeRequestsTable('bigint', ''),
  passkeyChallengesTable('bigint', ''),
  requestEventsTable('bigint', 'bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY', ''),
  requestScheduleColumn('bigint'),
  previewLinksTable('bigint', ''),
]

// Any fixed number: the lock that lets one starting process at a time migrate.
const migrationLock = 7_201_412

export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLock])
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())')
    const { rows } = await client.query('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations')
    for (let v = Number(rows[0].version) + 1; v <= migrations.length; v++) {
      await client.query(migrations[v - 1])
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [v])
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}
