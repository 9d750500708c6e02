// What the hosted editor's people (people-store.ts) and their pending passkey challenges
// (passkey-challenges.ts) share: one way to run a statement on either database, and how a secret is
// kept (only its SHA-256, so a copy of the database signs nobody in).
import { createHash, randomBytes } from 'node:crypto'
import type { PersonEntry } from './editor/sign-in-contract.ts'

export type SqlValue = string | number | null
export type Row = Record<string, unknown>
/** Runs one statement with `?` placeholders and answers its rows (RETURNING's, for a change). */
export type Sql = (statement: string, ...params: SqlValue[]) => Promise<Row[]>

/** A secret of 256 bits, for a link or a session's id. */
export const newSecret = () => randomBytes(32).toString('base64url')
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex')

export const roles = ['editor', 'publisher', 'owner'] as const
export type Role = (typeof roles)[number]

// The shapes the editor's pages read (sign-in-contract.ts), as the store keeps them.
export type Person = PersonEntry

export const toPerson = (row: Row): Person => ({
  id: String(row.id),
  email: String(row.email),
  name: String(row.name),
  role: row.role as Role,
  created: Number(row.created_at),
  ...(row.removed_at === null ? {} : { removed: Number(row.removed_at) }),
})
