// The hosted editor's invitations, part of its people (people-store.ts): an owner invites by email
// with a role, the link is used once within its days, and an owner or the person's removal cancels it.
import type { InvitationEntry } from './editor/sign-in-contract.ts'
import { hashSecret, newSecret, toPerson, type Person, type Role, type Sql, type SqlValue } from './people-sql.ts'

export type PendingInvitation = InvitationEntry

// A cancelled invitation expires at 0, or at -1 when its person's removal cancelled it (times no
// invitation is made at), so it is told apart from one that ran out.
export const cancelled = { byOwner: 0, byRemoval: -1 }

export interface InvitationStore {
  invite(invitation: { email: string; role: Role; name?: string }, now?: number, days?: number): Promise<string>
  /** The invitation the secret names, while unused and unexpired. */
  invitation(secret: string, now?: number): Promise<{ email: string; role: Role; name: string } | undefined>
  /** The invitations not used yet and not expired, newest first; `handle` names one for cancelInvitation. */
  invitations(now?: number): Promise<PendingInvitation[]>
  /** Cancels an invitation not used yet: its link no longer works. The address it was for; undefined when there is none. */
  cancelInvitation(handle: string, now?: number): Promise<string | undefined>
  /** Whether the secret names an invitation that was cancelled: by an owner, or by its person's removal. */
  invitationCancelled(secret: string): Promise<'by an owner' | 'by the removal' | undefined>
  /** Uses the invitation once: the person it names, made with its role; undefined when used or expired. A removed
   * person comes back only by an invitation made after the removal (the ones before it were cancelled with it). */
  acceptInvitation(secret: string, now?: number): Promise<Person | undefined>
}

export function invitationStore(sql: Sql): InvitationStore {
  const one = async (statement: string, ...params: SqlValue[]) => (await sql(statement, ...params))[0]
  return {
    async invite({ email, role, name }, now = Date.now(), days = 7) {
      const secret = newSecret()
      const address = email.trim().toLowerCase()
      await sql(
        'INSERT INTO editor_invitations (token_hash, email, role, name, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
        hashSecret(secret),
        address,
        role,
        name?.trim() || address.split('@')[0]!,
        now,
        now + days * 86_400_000,
      )
      return secret
    },
    async invitation(secret, now = Date.now()) {
      const row = await one(
        'SELECT email, role, name FROM editor_invitations WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
        hashSecret(secret),
        now,
      )
      return row && { email: String(row.email), role: row.role as Role, name: String(row.name) }
    },
    async invitations(now = Date.now()) {
      return (
        await sql(
          'SELECT token_hash, email, role, name, expires_at FROM editor_invitations WHERE used_at IS NULL AND expires_at > ? ORDER BY created_at DESC',
          now,
        )
      ).map((row) => ({
        handle: String(row.token_hash),
        email: String(row.email),
        role: row.role as Role,
        name: String(row.name),
        expires: Number(row.expires_at),
      }))
    },
    async cancelInvitation(handle, now = Date.now()) {
      const row = await one(
        'UPDATE editor_invitations SET expires_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING email',
        cancelled.byOwner,
        handle,
        now,
      )
      return row && String(row.email)
    },
    async invitationCancelled(secret) {
      const row = await one(
        'SELECT expires_at FROM editor_invitations WHERE token_hash = ? AND used_at IS NULL AND expires_at <= ?',
        hashSecret(secret),
        cancelled.byOwner,
      )
      if (!row) return undefined
      return Number(row.expires_at) === cancelled.byRemoval ? 'by the removal' : 'by an owner'
    },
    async acceptInvitation(secret, now = Date.now()) {
      // One statement marks it used: of two requests with the same link, one gets the row.
      const used = await one(
        'UPDATE editor_invitations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING email, role, name, created_at',
        now,
        hashSecret(secret),
        now,
      )
      if (!used) return undefined
      // Removal cancels the invitations before it; this holds too when both happen at once.
      const row = await one(
        `INSERT INTO editor_people (id, email, name, role, created_at) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (email) DO UPDATE SET role = excluded.role, name = excluded.name, removed_at = NULL
        WHERE editor_people.removed_at IS NULL OR editor_people.removed_at < ? RETURNING *`,
        crypto.randomUUID(),
        String(used.email),
        String(used.name),
        String(used.role),
        now,
        Number(used.created_at),
      )
      return row && toPerson(row)
    },
  }
}
