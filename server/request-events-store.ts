// What happened to a change request, in order, for its page: sent, sent again, changes asked (with the
// publisher's words), declined, published, shown by the live site, and comments (a person's, or, from a preview link, someone's
// without an account, who gives a name). Kept beside the requests (change-requests-store.ts), on both
// databases; every time is milliseconds since 1970.

type Sql = (statement: string, ...params: (string | number | null)[]) => Promise<Record<string, unknown>[]>

type RequestEventKind =
  | 'sent'
  | 'sent again'
  | 'changes asked'
  | 'declined'
  | 'published'
  | 'comment'
  | 'scheduled'
  | 'schedule cancelled'
  | 'schedule failed'
  | 'published late'
  | 'undone'
  | 'live'

export interface RequestEvent {
  kind: RequestEventKind
  at: number
  /** Who: the person's name now, or the name given with a preview link's comment. */
  by: string
  /** The person's id (editor_people.id); none for a preview link's visitor. */
  person?: string
  words?: string
}

export type NewRequestEvent = Omit<RequestEvent, 'at' | 'by'> & { by?: string }

/** The migration that lets a publisher set a time to publish a request at. */
export const requestScheduleColumn = (time: string) => `
  ALTER TABLE editor_change_requests ADD COLUMN publish_at ${time};
  CREATE INDEX editor_change_requests_due ON editor_change_requests (publish_at) WHERE publish_at IS NOT NULL;`

/** The migration that gives requests their timeline, and lets one request wait or be returned per branch. */
export const requestEventsTable = (time: string, id: string, strict: string) => `
  DROP INDEX editor_change_requests_waiting;
  CREATE UNIQUE INDEX editor_change_requests_open ON editor_change_requests (branch) WHERE state IN ('waiting', 'changes asked');
  CREATE TABLE editor_request_events (
    id ${id},
    request TEXT NOT NULL REFERENCES editor_change_requests(id),
    at ${time} NOT NULL,
    kind TEXT NOT NULL,
    person TEXT REFERENCES editor_people(id),
    given_name TEXT,
    words TEXT
  )${strict};
  CREATE INDEX editor_request_events_request ON editor_request_events (request, at);`

export function requestEvents(sql: Sql) {
  return {
    async record(request: string, { kind, person, by, words }: NewRequestEvent, now: number) {
      await sql(
        'INSERT INTO editor_request_events (request, at, kind, person, given_name, words) VALUES (?, ?, ?, ?, ?, ?)',
        request,
        now,
        kind,
        person ?? null,
        person ? null : (by ?? null),
        words ?? null,
      )
    },
    async of(request: string): Promise<RequestEvent[]> {
      const rows = await sql(
        `SELECT e.*, p.name AS person_name FROM editor_request_events e LEFT JOIN editor_people p ON p.id = e.person
        WHERE e.request = ? ORDER BY e.at, e.id`,
        request,
      )
      return rows.map((row) => ({
        kind: row.kind as RequestEventKind,
        at: Number(row.at),
        by: String(row.person_name ?? row.given_name ?? ''),
        ...(row.person ? { person: String(row.person) } : {}),
        ...(row.words === null ? {} : { words: String(row.words) }),
      }))
    },
  }
}
