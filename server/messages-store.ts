// The visitors' messages and the outbox, behind one interface with two databases: SQLite (one file under
// DATA_DIR, the default, nothing to set up) and PostgreSQL (DATABASE_URL, for any number of server
// processes sharing it). Both keep a message and its outbox entry in one transaction that is committed
// before the visitor is answered, and lease an outbox entry to one sender at a time.
// open-store.ts picks one from the settings.
import { messageColumns, messageFields } from '../schema/contact-fields.ts'
import type { ContactMessage } from '../schema/generated/site-types.ts'
import type { ChangeRequestsStore } from './change-requests-store.ts'
import type { PreviewLinksStore } from './preview-links-store.ts'
import type { EditorDraftsStore } from './editor-drafts-store.ts'
import type { PeopleStore } from './people-store.ts'
import type { MessageAnswersStore } from './message-answers-store.ts'

export interface StoredMessage extends ContactMessage {
  id: string
  receivedAt: string
}

type Delivery = 'not emailed' | 'pending' | 'sent'

export interface MessageRecord extends StoredMessage {
  delivery: Delivery
  attempts: number
  sentAt?: string
  lastError?: string
}

type SaveResult = { outcome: 'stored' | 'replayed'; id: string; receivedAt: string } | { outcome: 'conflict' }

interface SaveOptions {
  /** The client's Idempotency-Key: a second save with the same key stores nothing and answers the first. */
  idempotencyKey?: string
  /** A digest of the message, to tell a retry from a different message sent with a used key. */
  requestHash: string
  /** Put the message in the outbox to be emailed. */
  deliver: boolean
}

interface OutboxJob {
  message: StoredMessage
  /** Delivery attempts so far, this one included. */
  attempts: number
}

/** One client's requests in the current rate-limit window. */
export interface HitCount {
  count: number
  /** Milliseconds until the window ends. */
  ttlMs: number
}

export interface MessagesStore {
  save(message: ContactMessage, options: SaveOptions): Promise<SaveResult>
  list(): Promise<MessageRecord[]>
  /** Reserves the next message due for delivery for `leaseMs`, or answers undefined. */
  claimDue(now: number, leaseMs: number): Promise<OutboxJob | undefined>
  markSent(id: string, now: number): Promise<void>
  markFailed(id: string, nextAttemptAt: number, error: string): Promise<void>
  /** Resolves when the database answers a query; rejects when it does not (GET /readyz). */
  ping(): Promise<void>
  /**
   * Counts one request of `key` in a window of `windowMs`, for a rate limit that several processes
   * share. Only a database several processes serve from has it; with SQLite the limit counts in memory.
   */
  countHit?(key: string, windowMs: number): Promise<HitCount>
  /** The editor's unsaved history per person (npm run edit), in the same database. */
  editorDrafts: EditorDraftsStore
  /** The hosted editor's people, invitations, sessions, passkeys and audit log (people-store.ts). */
  people: PeopleStore
  /** The hosted editor's change requests: what was sent for review, and the commit Publish may publish. */
  changeRequests: ChangeRequestsStore
  /** Secret links to a request's preview, for someone without an account (preview-links-store.ts). */
  previewLinks: PreviewLinksStore
  /** Which messages the firm has answered (the editor's Messages list). */
  messageAnswers: MessageAnswersStore
  close(): Promise<void>
}

export interface StoreSettings {
  /** postgres://…: PostgreSQL; otherwise SQLite under dataDir. */
  databaseUrl?: string
  dataDir: string
  /** Only read (npm run messages): no folder or file created, no migration run. */
  readOnly?: boolean
  /** Told about a database connection that failed while idle (PostgreSQL); the pool replaces it. */
  onIdleError?: (error: Error) => void
}

/** A row of messages joined with its outbox entry, as either database answers it. */
export type MessageRow = Record<string, string | number | bigint | Date | null>

/** The message's columns for an INSERT, in the order of messageValues. */
export const messageColumnList = Object.values(messageColumns).join(', ')

/** A message's values, one per column; a field the message leaves out is NULL. */
export const messageValues = (message: ContactMessage) => messageFields.map((field) => message[field] ?? null)

export function toRecord(row: MessageRow): MessageRecord {
  const text = (value: MessageRow[string]) => (value instanceof Date ? value.toISOString() : String(value))
  const optional = (value: MessageRow[string]) => (value === null ? undefined : text(value))
  return {
    id: text(row.id),
    receivedAt: text(row.received_at),
    // A column that is NULL is a field the visitor left out: it stays out of the message.
    ...(Object.fromEntries(
      messageFields.filter((field) => row[messageColumns[field]] !== null).map((field) => [field, text(row[messageColumns[field]])]),
    ) as unknown as ContactMessage),
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
