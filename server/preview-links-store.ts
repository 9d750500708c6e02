// Secret links that show a change request's preview to someone without an account (a client, the firm's
// other partner): made by a publisher for at most 7 days, ended by one earlier, each kept only as its
// SHA-256 (people-sql.ts), so a copy of the database opens no preview. A link opens its one request only.
import { hashSecret, newSecret, type Sql } from './people-sql.ts'

/** The longest a link lives. */
export const previewLinkMaxDays = 7
const day = 24 * 60 * 60 * 1000

interface PreviewLink {
  /** Names the link for ending it, without its secret. */
  id: string
  request: string
  madeBy: string
  madeAt: number
  expires: number
  ended?: number
}

export interface PreviewLinksStore {
  /** A new link's secret, for `days` (1 to 7). */
  make(request: string, madeBy: string, days: number, now?: number): Promise<{ secret: string; link: PreviewLink }>
  /** The link a secret names while it lives (not ended, not expired). */
  open(secret: string, now?: number): Promise<PreviewLink | undefined>
  /** A request's links, the newest first. */
  of(request: string): Promise<PreviewLink[]>
  /** Ends every living link of the request; how many it ended. */
  end(request: string, now?: number): Promise<number>
}

export const previewLinksTable = (time: string, strict: string) => `
  CREATE TABLE editor_preview_links (
    id TEXT PRIMARY KEY,
    secret_hash TEXT NOT NULL UNIQUE,
    request TEXT NOT NULL REFERENCES editor_change_requests(id),
    made_by TEXT NOT NULL REFERENCES editor_people(id),
    made_at ${time} NOT NULL,
    expires_at ${time} NOT NULL,
    ended_at ${time}
  )${strict};
  CREATE INDEX editor_preview_links_request ON editor_preview_links (request);`

const toLink = (row: Record<string, unknown>): PreviewLink => ({
  id: String(row.id),
  request: String(row.request),
  madeBy: String(row.made_by),
  madeAt: Number(row.made_at),
  expires: Number(row.expires_at),
  ...(row.ended_at === null ? {} : { ended: Number(row.ended_at) }),
})

export function previewLinksStore(sql: Sql): PreviewLinksStore {
  return {
    async make(request, madeBy, days, now = Date.now()) {
      const secret = newSecret()
      const expires = now + Math.min(Math.max(days, 1), previewLinkMaxDays) * day
      const rows = await sql(
        'INSERT INTO editor_preview_links (id, secret_hash, request, made_by, made_at, expires_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *',
        crypto.randomUUID(),
        hashSecret(secret),
        request,
        madeBy,
        now,
        expires,
      )
      return { secret, link: toLink(rows[0]!) }
    },
    async open(secret, now = Date.now()) {
      const row = (await sql('SELECT * FROM editor_preview_links WHERE secret_hash = ? AND ended_at IS NULL AND expires_at > ?', hashSecret(secret), now))[0]
      return row && toLink(row)
    },
    async of(request) {
      return (await sql('SELECT * FROM editor_preview_links WHERE request = ? ORDER BY made_at DESC', request)).map(toLink)
    },
    async end(request, now = Date.now()) {
      return (
        await sql('UPDATE editor_preview_links SET ended_at = ? WHERE request = ? AND ended_at IS NULL AND expires_at > ? RETURNING id', now, request, now)
      ).length
    },
  }
}
