// The passkey challenges the hosted editor gave and has not seen answered yet (passkey-routes.ts), in
// the database beside the people: a restart, or a second editor on the same database, still knows
// them. Anyone may ask for one without signing in, so they are bounded: each lives five minutes and is
// used once, and past `most` pending the oldest are dropped (a sign-in started then is asked again).
// An invitation's challenge is tied to the invitation by its secret's hash, never the secret itself.
import { hashSecret, type Sql } from './people-sql.ts'

export const challengeLimits = { lifetimeMs: 5 * 60_000, most: 10_000 }

export interface ChallengeFor {
  purpose: 'register' | 'sign-in'
  /** The invitation a registration's challenge was given for. */
  secret?: string
}

export interface ChallengeStore {
  /** Keeps a challenge given out, for `challengeLimits.lifetimeMs`, dropping the oldest past `most`. */
  keepChallenge(challenge: string, given: ChallengeFor, now?: number, most?: number): Promise<void>
  /** Uses the challenge once: whether it was given, for this, and has not expired. */
  takeChallenge(challenge: string, given: ChallengeFor, now?: number): Promise<boolean>
  /** How many are kept (expired ones included until the next is kept). */
  pendingChallenges(): Promise<number>
}

const secretHash = (given: ChallengeFor) => (given.secret === undefined ? null : hashSecret(given.secret))

export function challengeStore(sql: Sql): ChallengeStore {
  return {
    async keepChallenge(challenge, given, now = Date.now(), most = challengeLimits.most) {
      await sql('DELETE FROM editor_passkey_challenges WHERE expires_at <= ?', now)
      await sql(
        'INSERT INTO editor_passkey_challenges (challenge, purpose, secret_hash, expires_at) VALUES (?, ?, ?, ?)',
        challenge,
        given.purpose,
        secretHash(given),
        now + challengeLimits.lifetimeMs,
      )
      const over = Number((await sql('SELECT COUNT(*) AS n FROM editor_passkey_challenges'))[0]!.n) - most
      if (over > 0) {
        await sql(
          `DELETE FROM editor_passkey_challenges WHERE challenge IN
          (SELECT challenge FROM editor_passkey_challenges WHERE challenge <> ? ORDER BY expires_at LIMIT ?)`,
          challenge,
          over,
        )
      }
    },
    async takeChallenge(challenge, given, now = Date.now()) {
      const row = (await sql('DELETE FROM editor_passkey_challenges WHERE challenge = ? RETURNING purpose, secret_hash, expires_at', challenge))[0]
      return row !== undefined && Number(row.expires_at) > now && row.purpose === given.purpose && row.secret_hash === secretHash(given)
    },
    async pendingChallenges() {
      return Number((await sql('SELECT COUNT(*) AS n FROM editor_passkey_challenges'))[0]!.n)
    },
  }
}
