// The editor's unsaved history, one row per person, in the message store's database (SQLite under
// DATA_DIR, or PostgreSQL with DATABASE_URL), so it survives a restart of the editor. The store keeps
// the JSON object the editor gives it (server/editor/drafts/saved-drafts.ts says what is in it) and nothing
// else: it is written whole after every change and read whole when a page opens.
import type { DatabaseSync } from 'node:sqlite'
import type pg from 'pg'

/** The editor's drafts as it keeps them: a JSON object. */
type StoredDrafts = Record<string, unknown>

export interface EditorDraftsStore {
  /** The person's drafts, or undefined when they have none. */
  read(person: string): Promise<StoredDrafts | undefined>
  write(person: string, drafts: StoredDrafts): Promise<void>
  clear(person: string): Promise<void>
}

export function sqliteEditorDrafts(db: DatabaseSync): EditorDraftsStore {
  return {
    async read(person) {
      const row = db.prepare('SELECT drafts FROM editor_drafts WHERE person = ?').get(person) as { drafts: string } | undefined
      return row ? (JSON.parse(row.drafts) as StoredDrafts) : undefined
    },
    async write(person, drafts) {
      db.prepare(
        `INSERT INTO editor_drafts (person, drafts, updated_at) VALUES (?, ?, ?)
        ON CONFLICT (person) DO UPDATE SET drafts = excluded.drafts, updated_at = excluded.updated_at`,
      ).run(person, JSON.stringify(drafts), new Date().toISOString())
    },
    async clear(person) {
      db.prepare('DELETE FROM editor_drafts WHERE person = ?').run(person)
    },
  }
}

export function postgresEditorDrafts(pool: pg.Pool): EditorDraftsStore {
  return {
    async read(person) {
      const { rows } = await pool.query<{ drafts: StoredDrafts }>('SELECT drafts FROM editor_drafts WHERE person = $1', [person])
      return rows[0]?.drafts
    },
    async write(person, drafts) {
      await pool.query(
        `INSERT INTO editor_drafts (person, drafts, updated_at) VALUES ($1, $2, now())
        ON CONFLICT (person) DO UPDATE SET drafts = excluded.drafts, updated_at = excluded.updated_at`,
        [person, JSON.stringify(drafts)],
      )
    },
    async clear(person) {
      await pool.query('DELETE FROM editor_drafts WHERE person = $1', [person])
    },
  }
}
