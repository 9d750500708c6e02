// The hosted editor's people in the message store's database, on SQLite and on PostgreSQL: an invitation
// is used once and not after it expires, a session lives 12 hours idle and 30 days in all and ends with
// its person's removal, a sign-in link works once for 15 minutes, and nothing secret is stored as it is.
import { afterAll, describe, expect, it } from 'vitest'
import { openMessagesStore } from './open-store.ts'
import { hashSecret } from './people-store.ts'
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
})
