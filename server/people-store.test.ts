// The hosted editor's people in the message store's database, on SQLite and on PostgreSQL: an invitation
// is used once and not after it expires, a session lives 12 hours idle and 30 days in all and ends with
// its person's removal, a sign-in link works once for 15 minutes, and nothing secret is stored as it is;
// a removal cancels the person's invitations, a person keeps at most 20 sessions, and the passkey
// challenges are bounded, used once and expire.
import { afterAll, describe, expect, it } from 'vitest'
import { openMessagesStore } from './open-store.ts'
import { hashSecret } from './people-sql.ts'
import { databases, newDatabase, removeTempDirs } from './test-support.ts'

afterAll(removeTempDirs)

const client = { userAgent: 'test', address: '127.0.0.1' }
const hour = 3_600_000

describe.each(databases)('%s', (kind) => {
  it('invites once, keeps sessions while they live, and ends them with the person', async () => {
    const store = await openMessagesStore(await newDatabase(kind))
    const { people } = store
    try {
      const now = Date.now()
      const secret = await people.invite({ email: ' Ana@Example.com ', role: 'publisher' }, now)
      expect(secret.length).toBeGreaterThanOrEqual(43)
      expect(await people.invitation(secret, now)).toEqual({ email: 'ana@example.com', role: 'publisher', name: 'ana' })
      expect(await people.invitation(secret, now + 8 * 24 * hour)).toBeUndefined()
      const ana = await people.acceptInvitation(secret, now)
      expect(ana).toMatchObject({ email: 'ana@example.com', role: 'publisher' })
      expect(await people.acceptInvitation(secret, now)).toBeUndefined()
      const late = await people.invite({ email: 'bo@example.com', role: 'editor' }, now - 8 * 24 * hour)
      expect(await people.acceptInvitation(late, now)).toBeUndefined()

      const session = await people.startSession(ana!.id, client, now)
      expect((await people.sessionPerson(session, now + hour))?.person.email).toBe('ana@example.com')
      expect(await people.sessionPerson(session, now + 13 * hour)).toBeUndefined()
      expect(await people.sessionPerson(hashSecret(session), now)).toBeUndefined()
      // Used within every 12 hours, it still ends after 30 days.
      let at = now
      for (; at < now + 29 * 24 * hour; at += 10 * hour) expect(await people.sessionPerson(session, at)).toBeDefined()
      expect(await people.sessionPerson(session, now + 30 * 24 * hour + 1)).toBeUndefined()

      const link = await people.signInLink(ana!.id, now)
      expect(await people.useSignInLink(link, now + 16 * 60_000)).toBeUndefined()
      expect(await people.useSignInLink(link, now + 60_000)).toBe(ana!.id)
      expect(await people.useSignInLink(link, now + 60_000)).toBeUndefined()

      const open = await people.startSession(ana!.id, client)
      expect(await people.sessions(ana!.id)).toHaveLength(2)
      await people.remove('ANA@example.com')
      expect(await people.sessionPerson(open)).toBeUndefined()
      expect(await people.sessions(ana!.id)).toEqual([])
      expect((await people.list())[0]?.removed).toBeDefined()

      await people.audit({ email: 'ana@example.com', action: 'removal', address: '127.0.0.1' })
      expect((await people.auditLog())[0]).toMatchObject({ action: 'removal', email: 'ana@example.com' })
    } finally {
      await store.close()
    }
  })

  it("a removal cancels the person's invitations; only one made after it brings them back", async () => {
    const store = await openMessagesStore(await newDatabase(kind))
    const { people } = store
    try {
      const now = Date.now()
      const asEditor = await people.invite({ email: 'cy@example.com', role: 'editor' }, now)
      const asOwner = await people.invite({ email: 'cy@example.com', role: 'owner' }, now + 1)
      expect(await people.acceptInvitation(asEditor, now + 2)).toMatchObject({ role: 'editor' })
      await people.remove('cy@example.com', now + 3)
      expect(await people.invitationCancelled(asOwner)).toBe('by the removal')
      expect(await people.acceptInvitation(asOwner, now + 4)).toBeUndefined()
      expect((await people.personByEmail('cy@example.com'))?.removed).toBe(now + 3)
      // Even an invitation that escaped the cancelling (made at the removal's very time) brings nobody back.
      const atRemoval = await people.invite({ email: 'cy@example.com', role: 'owner' }, now + 3)
      expect(await people.acceptInvitation(atRemoval, now + 4)).toBeUndefined()
      const again = await people.invite({ email: 'cy@example.com', role: 'publisher' }, now + 5)
      expect(await people.acceptInvitation(again, now + 6)).toMatchObject({ role: 'publisher' })
      expect((await people.personByEmail('cy@example.com'))?.removed).toBeUndefined()
    } finally {
      await store.close()
    }
  })

  it("keeps a person's 20 newest sessions, and passkey challenges bounded, once and for five minutes", async () => {
    const store = await openMessagesStore(await newDatabase(kind))
    const { people } = store
    try {
      const now = Date.now()
      const dee = await people.acceptInvitation(await people.invite({ email: 'dee@example.com', role: 'editor' }, now), now)
      const ids = []
      for (let i = 0; i < 21; i++) ids.push(await people.startSession(dee!.id, client, now + i))
      expect(await people.sessionPerson(ids[0]!, now + 21)).toBeUndefined()
      for (const id of ids.slice(1)) expect(await people.sessionPerson(id, now + 21)).toBeDefined()
      expect(await people.sessions(dee!.id, now + 21)).toHaveLength(20)

      await people.keepChallenge('c1', { purpose: 'register', secret: 'invitation-secret' }, now)
      expect(await people.takeChallenge('c1', { purpose: 'register', secret: 'another' }, now)).toBe(false)
      await people.keepChallenge('c2', { purpose: 'register', secret: 'invitation-secret' }, now)
      expect(await people.takeChallenge('c2', { purpose: 'sign-in' }, now)).toBe(false)
      await people.keepChallenge('c3', { purpose: 'sign-in' }, now)
      expect(await people.takeChallenge('c3', { purpose: 'sign-in' }, now + 5 * 60_000)).toBe(false)
      await people.keepChallenge('c4', { purpose: 'register', secret: 'invitation-secret' }, now)
      expect(await people.takeChallenge('c4', { purpose: 'register', secret: 'invitation-secret' }, now + 60_000)).toBe(true)
      expect(await people.takeChallenge('c4', { purpose: 'register', secret: 'invitation-secret' }, now + 60_000)).toBe(false)
      for (let i = 0; i < 8; i++) await people.keepChallenge(`many-${i}`, { purpose: 'sign-in' }, now + i, 5)
      expect(await people.pendingChallenges()).toBe(5)
      expect(await people.takeChallenge('many-2', { purpose: 'sign-in' }, now + 10)).toBe(false)
      expect(await people.takeChallenge('many-7', { purpose: 'sign-in' }, now + 10)).toBe(true)
      // Expired ones go when the next is kept.
      await people.keepChallenge('late', { purpose: 'sign-in' }, now + 6 * 60_000)
      expect(await people.pendingChallenges()).toBe(1)
    } finally {
      await store.close()
    }
  })
})
