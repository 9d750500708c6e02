// The hosted editor's change requests (what "Send for review" sends), in the message store's database
// beside the people: who sent one and when, the branch, the exact commit the editor made for it and
// the main version it was made on, its title and its changes in words, and its state. Publish publishes
// only a request's recorded commit, so a branch pushed to the repository by anyone else is never
// published (server/editor/requests/hosted-requests.ts). One implementation for both databases, over the
// statements people-store.ts runs; every time is milliseconds since 1970.

import { requestEvents, type RequestEvent } from './request-events-store.ts'

/** Runs one statement with `?` placeholders and answers its rows (RETURNING's, for a change). */
type Sql = (statement: string, ...params: (string | number | null)[]) => Promise<Record<string, unknown>[]>

/** Where a request is, in the words everyone sees: sent and not published yet; returned to its sender
 * with a comment (sent again, it waits again); turned down; or on the main version. */
type RequestState = 'waiting' | 'changes asked' | 'declined' | 'published'

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
  /** The sender's words to the publisher. */
  note?: string
  /** When a publisher set it to be published (milliseconds since 1970). */
  publishAt?: number
  state: RequestState
}

/** A request with the name its sender goes by now. */
type SentRequest = ChangeRequest & { sender: string }

type NewRequest = Omit<ChangeRequest, 'id' | 'sentAt' | 'state'>

export interface ChangeRequestsStore {
  /** A request just sent, recorded as waiting. */
  add(request: NewRequest, now?: number): Promise<ChangeRequest>
  /** More sent on a waiting or returned request's branch: its new commit, title and changes; it waits again, any time set to publish it dropped. */
  grow(id: string, grown: Pick<ChangeRequest, 'commit' | 'title' | 'changes'>, now?: number): Promise<void>
  request(id: string): Promise<ChangeRequest | undefined>
  /** The newest request on `branch`. */
  onBranch(branch: string): Promise<ChangeRequest | undefined>
  /** Every request waiting, the last changed first. */
  waiting(): Promise<SentRequest[]>
  /** Every published request, the last published first. */
  publications(): Promise<SentRequest[]>
  /** A person's own requests, the last changed first. */
  ofPerson(person: string): Promise<SentRequest[]>
  /** A publisher's answer to a waiting request: returned with their words, or declined; any time set to publish it dropped. False when it no longer waits. */
  decide(id: string, answer: { state: 'changes asked' | 'declined'; by: string; words?: string }, now?: number): Promise<boolean>
  published(id: string, now?: number, by?: string): Promise<void>
  /** The sender's title or note, changed while it waits or was returned. */
  reword(id: string, words: Partial<Pick<ChangeRequest, 'title' | 'note'>>, now?: number): Promise<void>
  /** Sets (or, with null, cancels) the time a waiting request is published at. False when it does not wait. */
  schedule(id: string, at: number | null, by: string, now?: number): Promise<boolean>
  /** The waiting requests set for a time, the soonest first. */
  scheduled(): Promise<(SentRequest & { publishAt: number })[]>
  /** The requests set for `now` or earlier, each taken once (by this call, of every instance's): their time is cleared. */
  takeDue(now?: number): Promise<(ChangeRequest & { publishAt: number })[]>
  /** What happened to it, in order (request-events-store.ts). */
  events(id: string): Promise<RequestEvent[]>
  comment(id: string, comment: { by?: string; person?: string; words: string }, now?: number): Promise<void>
  /** The editor's own word in its timeline: a scheduled publication that was late, or refused; undone; shown by the live site. */
  remark(id: string, kind: 'published late' | 'schedule failed' | 'undone' | 'live', words: string, now?: number): Promise<void>
}

/** The migration of its table, the same on SQLite and PostgreSQL but for the type of a time. One request
 * waits on a branch at most (request-events-store.ts's migration lets it be waiting or returned). */
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
  id: String(row.id),
  person: String(row.person),
  sentAt: Number(row.sent_at),
  branch: String(row.branch),
  commit: String(row.head_commit),
  base: String(row.base_commit),
  title: String(row.title),
  changes: JSON.parse(String(row.changes)) as string[],
  ...(row.note === null || row.note === undefined ? {} : { note: String(row.note) }),
  state: row.state as RequestState,
  ...(row.publish_at === null || row.publish_at === undefined ? {} : { publishAt: Number(row.publish_at) }),
})
const open = `state IN ('waiting', 'changes asked')`
// Why a time set is cancelled, in its timeline.
const newChanges = 'new changes came, which a publisher looks at before it is published'
const changesAsked = 'changes were asked for, which a publisher looks at before it is published'
const declined = 'it was declined, so it is not published'

export function changeRequestsStore(sql: Sql): ChangeRequestsStore {
  const events = requestEvents(sql)
  const one = async (statement: string, ...params: string[]) => {
    const row = (await sql(statement, ...params))[0]
    return row && toRequest(row)
  }
  const listed = async (where: string, ...params: string[]) => {
    const rows = await sql(
      `SELECT r.*, p.name AS sender FROM editor_change_requests r JOIN editor_people p ON p.id = r.person
      WHERE ${where} ORDER BY r.updated_at DESC`,
      ...params,
    )
    return rows.map((row) => ({ ...toRequest(row), sender: String(row.sender) }))
  }
  return {
    async add({ person, branch, commit, base, title, changes, note }, now = Date.now()) {
      const rows = await sql(
        `INSERT INTO editor_change_requests (id, person, sent_at, updated_at, branch, head_commit, base_commit, title, changes, note, state)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'waiting') RETURNING *`,
        crypto.randomUUID(),
        person,
        now,
        now,
        branch,
        commit,
        base,
        title,
        JSON.stringify(changes),
        note ?? null,
      )
      const added = toRequest(rows[0]!)
      await events.record(added.id, { kind: 'sent', person, words: note }, now)
      return added
    },
    async grow(id, { commit, title, changes }, now = Date.now()) {
      // A time set for its changes is dropped with them: nothing is published at it that no publisher saw.
      const scheduled = (await one('SELECT * FROM editor_change_requests WHERE id = ?', id))?.publishAt
      const rows = await sql(
        `UPDATE editor_change_requests SET head_commit = ?, title = ?, changes = ?, updated_at = ?, state = 'waiting', publish_at = NULL WHERE id = ? AND ${open} RETURNING person`,
        commit,
        title,
        JSON.stringify(changes),
        now,
        id,
      )
      if (!rows[0]) return
      await events.record(id, { kind: 'sent again', person: String(rows[0].person) }, now)
      if (scheduled) await events.record(id, { kind: 'schedule cancelled', person: String(rows[0].person), words: newChanges }, now)
    },
    request: (id) => one('SELECT * FROM editor_change_requests WHERE id = ?', id),
    onBranch: (branch) => one('SELECT * FROM editor_change_requests WHERE branch = ? ORDER BY updated_at DESC, sent_at DESC LIMIT 1', branch),
    waiting: () => listed(`r.state = 'waiting'`),
    ofPerson: (person) => listed('r.person = ?', person),
    async decide(id, { state, by, words }, now = Date.now()) {
      // Waiting no more, it is published at no time set: the time goes, and its timeline says why.
      const scheduled = (await one('SELECT * FROM editor_change_requests WHERE id = ?', id))?.publishAt
      const rows = await sql(
        `UPDATE editor_change_requests SET state = ?, updated_at = ?, publish_at = NULL WHERE id = ? AND state = 'waiting' RETURNING id`,
        state,
        now,
        id,
      )
      if (!rows[0]) return false
      await events.record(id, { kind: state, person: by, words }, now)
      if (scheduled) await events.record(id, { kind: 'schedule cancelled', person: by, words: state === 'declined' ? declined : changesAsked }, now)
      return true
    },
    publications: () => listed(`r.state = 'published'`),
    async published(id, now = Date.now(), by) {
      await sql("UPDATE editor_change_requests SET state = 'published', updated_at = ?, publish_at = NULL WHERE id = ?", now, id)
      await events.record(id, { kind: 'published', person: by }, now)
    },
    async reword(id, { title, note }, now = Date.now()) {
      await sql(
        `UPDATE editor_change_requests SET title = COALESCE(?, title), note = COALESCE(?, note), updated_at = ? WHERE id = ? AND ${open}`,
        title ?? null,
        note ?? null,
        now,
        id,
      )
    },
    async schedule(id, at, by, now = Date.now()) {
      const rows = await sql(`UPDATE editor_change_requests SET publish_at = ?, updated_at = ? WHERE id = ? AND state = 'waiting' RETURNING id`, at, now, id)
      if (rows[0])
        await events.record(
          id,
          at === null ? { kind: 'schedule cancelled', person: by } : { kind: 'scheduled', person: by, words: new Date(at).toISOString() },
          now,
        )
      return rows.length > 0
    },
    async scheduled() {
      return (await listed(`r.state = 'waiting' AND r.publish_at IS NOT NULL`))
        .map((r) => r as SentRequest & { publishAt: number })
        .sort((a, b) => a.publishAt - b.publishAt)
    },
    async takeDue(now = Date.now()) {
      const due = (await sql(`SELECT * FROM editor_change_requests WHERE state = 'waiting' AND publish_at <= ? ORDER BY publish_at`, now)).map(toRequest)
      const taken = []
      // Another instance may take one first: each is cleared only where it still holds the time read.
      for (const request of due as (ChangeRequest & { publishAt: number })[]) {
        if (
          (await sql('UPDATE editor_change_requests SET publish_at = NULL WHERE id = ? AND publish_at = ? RETURNING id', request.id, request.publishAt)).length
        )
          taken.push(request)
      }
      return taken
    },
    events: (id) => events.of(id),
    comment: (id, { by, person, words }, now = Date.now()) => events.record(id, { kind: 'comment', by, person, words }, now),
    remark: (id, kind, words, now = Date.now()) => events.record(id, { kind, by: 'The editor', words }, now),
  }
}
