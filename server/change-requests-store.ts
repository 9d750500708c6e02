// The hosted editor's change requests (what "Send for review" sends), in the message store's database
// beside the people: who sent one and when, the branch, the exact commit the editor made for it and
// the main version it was made on, its title and its changes in words, and its state. Publish publishes
// only a request's recorded commit, so a branch pushed to the repository by anyone else is never
// published (server/editor/requests/hosted-requests.ts). One implementation for both databases, over the
// statements people-store.ts runs; every time is milliseconds since 1970.

/** Runs one statement with `?` placeholders and answers its rows (RETURNING's, for a change). */
type Sql = (statement: string, ...params: (string | number)[]) => Promise<Record<string, unknown>[]>

/** Where a request is: sent and not published yet, or on the main version. */
type RequestState = 'waiting' | 'published'

interface ChangeRequest {
  id: string
  /** The person who sent it: editor_people.id. */
  person: string
  sentAt: number
  branch: string
  /** The commit the editor made and pushed: the only one Publish publishes. */
  commit: string
  /** The main version's commit it was made on. */
  base: string
  /** The editor's own words (from the changes), never a commit message. */
  title: string
  changes: string[]
  state: RequestState
}

/** A request with the name its sender goes by now. */
type SentRequest = ChangeRequest & { sender: string }

type NewRequest = Omit<ChangeRequest, 'id' | 'sentAt' | 'state'>

export interface ChangeRequestsStore {
  /** A request just sent, recorded as waiting. */
  add(request: NewRequest, now?: number): Promise<ChangeRequest>
  /** More sent on a waiting request's branch: its new commit, title and changes. */
  grow(id: string, grown: Pick<ChangeRequest, 'commit' | 'title' | 'changes'>, now?: number): Promise<void>
  request(id: string): Promise<ChangeRequest | undefined>
  /** The newest request on `branch`. */
  onBranch(branch: string): Promise<ChangeRequest | undefined>
  /** Every request waiting, the last changed first. */
  waiting(): Promise<SentRequest[]>
  published(id: string, now?: number): Promise<void>
}

/** The migration of its table, the same on SQLite and PostgreSQL but for the type of a time. Built to grow
 * (issue 37: more states, a note, comments in a table of their own); one request waits on a branch at most. */
export const changeRequestsTable = (time: string, strict: string) => `
  CREATE TABLE editor_change_requests (
    id TEXT PRIMARY KEY,
    person TEXT NOT NULL REFERENCES editor_people(id),
    sent_at ${time} NOT NULL,
    updated_at ${time} NOT NULL,
    branch TEXT NOT NULL,
    head_commit TEXT NOT NULL,
    base_commit TEXT NOT NULL,
    title TEXT NOT NULL,
    changes TEXT NOT NULL,
    note TEXT,
    state TEXT NOT NULL
  )${strict};
  CREATE UNIQUE INDEX editor_change_requests_waiting ON editor_change_requests (branch) WHERE state = 'waiting';`

type Row = Record<string, unknown>
const toRequest = (row: Row): ChangeRequest => ({
  id: String(row.id), person: String(row.person), sentAt: Number(row.sent_at), branch: String(row.branch),
  commit: String(row.head_commit), base: String(row.base_commit), title: String(row.title),
  changes: JSON.parse(String(row.changes)) as string[], state: row.state as RequestState,
})

export function changeRequestsStore(sql: Sql): ChangeRequestsStore {
  const one = async (statement: string, ...params: string[]) => {
    const row = (await sql(statement, ...params))[0]
    return row && toRequest(row)
  }
  return {
    async add({ person, branch, commit, base, title, changes }, now = Date.now()) {
      const rows = await sql(`INSERT INTO editor_change_requests (id, person, sent_at, updated_at, branch, head_commit, base_commit, title, changes, state)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'waiting') RETURNING *`, crypto.randomUUID(), person, now, now, branch, commit, base, title, JSON.stringify(changes))
      return toRequest(rows[0]!)
    },
    async grow(id, { commit, title, changes }, now = Date.now()) {
      await sql('UPDATE editor_change_requests SET head_commit = ?, title = ?, changes = ?, updated_at = ? WHERE id = ? AND state = \'waiting\'',
        commit, title, JSON.stringify(changes), now, id)
    },
    request: (id) => one('SELECT * FROM editor_change_requests WHERE id = ?', id),
    onBranch: (branch) => one('SELECT * FROM editor_change_requests WHERE branch = ? ORDER BY updated_at DESC, sent_at DESC LIMIT 1', branch),
    async waiting() {
      const rows = await sql(`SELECT r.*, p.name AS sender FROM editor_change_requests r JOIN editor_people p ON p.id = r.person
        WHERE r.state = 'waiting' ORDER BY r.updated_at DESC`)
      return rows.map((row) => ({ ...toRequest(row), sender: String(row.sender) }))
    },
    async published(id, now = Date.now()) {
      await sql('UPDATE editor_change_requests SET state = \'published\', updated_at = ? WHERE id = ?', now, id)
    },
  }
}
