// The hosted editor's people (npm run edit with EDITOR_ORIGIN), in the message store's database beside
// the editor's drafts: who may sign in and with which role, the invitations and one-time sign-in links
// sent them, their sessions and passkeys, and the audit log of who did what. One implementation for
// both databases, over the few statements each runs (`Sql`); every time is milliseconds since 1970.
// Tokens and session ids are kept only as their SHA-256: a copy of the database signs nobody in.
import type { SessionEntry } from './editor/sign-in-contract.ts'
import { cancelled, invitationStore, type InvitationStore } from './invitations-store.ts'
import { challengeStore, type ChallengeStore } from './passkey-challenges.ts'
import { hashSecret, newSecret, toPerson, type Person, type Role, type Row, type Sql, type SqlValue } from './people-sql.ts'

export type { Sql } from './people-sql.ts'

export { roles, type Person, type Role } from './people-sql.ts'

type SessionInfo = Omit<SessionEntry, 'current'>

interface Passkey {
  credentialId: string
  publicKey: string
  counter: number
  transports: string[]
  person: string
}

interface AuditEntry {
  at: number
  person?: string
  email?: string
  action: string
  detail?: string
  address?: string
}

/** A session lives 12 hours after its last use and 30 days in all; a person has at most 20 (a new one ends the oldest). */
export const sessionLimits = { idleMs: 12 * 3_600_000, absoluteMs: 30 * 86_400_000, most: 20 }
/** How seldom a session's last use is written: not on every request. */
const touchEveryMs = 60_000

const text = (value: unknown) => (value === null || value === undefined ? undefined : String(value))
const toSession = (row: Row): SessionInfo => ({
  handle: String(row.handle),
  person: String(row.person),
  created: Number(row.created_at),
  lastSeen: Number(row.last_seen_at),
  userAgent: String(row.user_agent),
  address: String(row.address),
})

export interface PeopleStore extends ChallengeStore, InvitationStore {
  person(id: string): Promise<Person | undefined>
  personByEmail(email: string): Promise<Person | undefined>
  list(): Promise<Person[]>
  /** Marks the person removed, ends their sessions and passkeys and cancels their invitations at once; undefined when there is none. */
  remove(email: string, now?: number): Promise<Person | undefined>
  /** Changes what a person not removed may do, from their next request; undefined when there is none. */
  setRole(email: string, role: Role): Promise<Person | undefined>
  /** An invitation's secret (for the link), kept for `days`. */
  /** A new session's id (secret); only its hash is kept. */
  startSession(person: string, client: { userAgent: string; address: string }, now?: number): Promise<string>
  /** The signed-in person of a session id, while the session lives and the person is not removed. */
  sessionPerson(id: string, now?: number): Promise<{ person: Person; handle: string } | undefined>
  endSession(id: string): Promise<void>
  /** Ends a session by its handle; only the person's own unless `person` is undefined (an owner). */
  endSessionByHandle(handle: string, person: string | undefined): Promise<boolean>
  sessions(person?: string, now?: number): Promise<SessionInfo[]>
  /** A one-time sign-in link's secret, for 15 minutes. */
  signInLink(person: string, now?: number): Promise<string>
  /** Uses the link once: its person's id, or undefined when used, expired or unknown. */
  useSignInLink(secret: string, now?: number): Promise<string | undefined>
  addPasskey(passkey: Passkey, now?: number): Promise<void>
  passkey(credentialId: string): Promise<Passkey | undefined>
  passkeysOf(person: string): Promise<Passkey[]>
  setPasskeyCounter(credentialId: string, counter: number): Promise<void>
  audit(entry: Omit<AuditEntry, 'at'>, now?: number): Promise<void>
  auditLog(limit?: number): Promise<AuditEntry[]>
}

export function peopleStore(sql: Sql): PeopleStore {
  const one = async (statement: string, ...params: SqlValue[]) => (await sql(statement, ...params))[0]
  const alive = (now: number) => [now - sessionLimits.idleMs, now - sessionLimits.absoluteMs]
  const toPasskey = (row: Row): Passkey => ({
    credentialId: String(row.credential_id),
    publicKey: String(row.public_key),
    counter: Number(row.counter),
    transports: JSON.parse(String(row.transports)) as string[],
    person: String(row.person),
  })

  return {
    ...challengeStore(sql),
    ...invitationStore(sql),
    async person(id) {
      const row = await one('SELECT * FROM editor_people WHERE id = ?', id)
      return row && toPerson(row)
    },
    async personByEmail(email) {
      const row = await one('SELECT * FROM editor_people WHERE email = ?', email.trim().toLowerCase())
      return row && toPerson(row)
    },
    async list() {
      return (await sql('SELECT * FROM editor_people ORDER BY removed_at IS NOT NULL, email')).map(toPerson)
    },
    async setRole(email, role) {
      const row = await one('UPDATE editor_people SET role = ? WHERE email = ? AND removed_at IS NULL RETURNING *', role, email.trim().toLowerCase())
      return row && toPerson(row)
    },
    async remove(email, now = Date.now()) {
      const row = await one('UPDATE editor_people SET removed_at = ? WHERE email = ? AND removed_at IS NULL RETURNING *', now, email.trim().toLowerCase())
      if (!row) return undefined
      await sql('DELETE FROM editor_sessions WHERE person = ?', String(row.id))
      await sql('DELETE FROM editor_passkeys WHERE person = ?', String(row.id))
      await sql('DELETE FROM editor_sign_in_links WHERE person = ?', String(row.id))
      await sql(
        'UPDATE editor_invitations SET expires_at = ? WHERE email = ? AND used_at IS NULL AND expires_at > ?',
        cancelled.byRemoval,
        String(row.email),
        now,
      )
      return toPerson(row)
    },
    async startSession(person, { userAgent, address }, now = Date.now()) {
      const id = newSecret()
      await sql(
        'INSERT INTO editor_sessions (id_hash, handle, person, created_at, last_seen_at, user_agent, address) VALUES (?, ?, ?, ?, ?, ?, ?)',
        hashSecret(id),
        crypto.randomUUID(),
        person,
        now,
        now,
        userAgent.slice(0, 300),
        address,
      )
      // The newest `most` are kept, this one first whatever the clock says: a forgotten device's session ends.
      await sql(
        `DELETE FROM editor_sessions WHERE person = ? AND id_hash NOT IN
        (SELECT id_hash FROM editor_sessions WHERE person = ? ORDER BY id_hash = ? DESC, created_at DESC LIMIT ?)`,
        person,
        person,
        hashSecret(id),
        sessionLimits.most,
      )
      return id
    },
    async sessionPerson(id, now = Date.now()) {
      const [idle, absolute] = alive(now)
      const row = await one(
        `SELECT p.*, s.handle, s.last_seen_at AS seen FROM editor_sessions s JOIN editor_people p ON p.id = s.person
        WHERE s.id_hash = ? AND s.last_seen_at > ? AND s.created_at > ? AND p.removed_at IS NULL`,
        hashSecret(id),
        idle!,
        absolute!,
      )
      if (!row) return undefined
      if (now - Number(row.seen) > touchEveryMs) await sql('UPDATE editor_sessions SET last_seen_at = ? WHERE id_hash = ?', now, hashSecret(id))
      return { person: toPerson(row), handle: String(row.handle) }
    },
    async endSession(id) {
      await sql('DELETE FROM editor_sessions WHERE id_hash = ?', hashSecret(id))
    },
    async endSessionByHandle(handle, person) {
      const ended =
        person === undefined
          ? await sql('DELETE FROM editor_sessions WHERE handle = ? RETURNING handle', handle)
          : await sql('DELETE FROM editor_sessions WHERE handle = ? AND person = ? RETURNING handle', handle, person)
      return ended.length > 0
    },
    async sessions(person, now = Date.now()) {
      const [idle, absolute] = alive(now)
      const rows =
        person === undefined
          ? await sql('SELECT * FROM editor_sessions WHERE last_seen_at > ? AND created_at > ? ORDER BY last_seen_at DESC', idle!, absolute!)
          : await sql(
              'SELECT * FROM editor_sessions WHERE person = ? AND last_seen_at > ? AND created_at > ? ORDER BY last_seen_at DESC',
              person,
              idle!,
              absolute!,
            )
      return rows.map(toSession)
    },
    async signInLink(person, now = Date.now()) {
      const secret = newSecret()
      await sql('INSERT INTO editor_sign_in_links (token_hash, person, expires_at) VALUES (?, ?, ?)', hashSecret(secret), person, now + 15 * 60_000)
      return secret
    },
    async useSignInLink(secret, now = Date.now()) {
      const row = await one(
        'UPDATE editor_sign_in_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING person',
        now,
        hashSecret(secret),
        now,
      )
      return text(row?.person)
    },
    async addPasskey({ credentialId, publicKey, counter, transports, person }, now = Date.now()) {
      await sql(
        'INSERT INTO editor_passkeys (credential_id, public_key, counter, transports, person, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        credentialId,
        publicKey,
        counter,
        JSON.stringify(transports),
        person,
        now,
      )
    },
    async passkey(credentialId) {
      const row = await one('SELECT * FROM editor_passkeys WHERE credential_id = ?', credentialId)
      return row && toPasskey(row)
    },
    async passkeysOf(person) {
      return (await sql('SELECT * FROM editor_passkeys WHERE person = ?', person)).map(toPasskey)
    },
    async setPasskeyCounter(credentialId, counter) {
      await sql('UPDATE editor_passkeys SET counter = ? WHERE credential_id = ?', counter, credentialId)
    },
    async audit({ person, email, action, detail, address }, now = Date.now()) {
      await sql(
        'INSERT INTO editor_audit (at, person, email, action, detail, address) VALUES (?, ?, ?, ?, ?, ?)',
        now,
        person ?? null,
        email ?? null,
        action,
        detail ?? null,
        address ?? null,
      )
    },
    async auditLog(limit = 200) {
      return (await sql('SELECT * FROM editor_audit ORDER BY seq DESC LIMIT ?', limit)).map((row) => ({
        at: Number(row.at),
        person: text(row.person),
        email: text(row.email),
        action: String(row.action),
        detail: text(row.detail),
        address: text(row.address),
      }))
    },
  }
}
