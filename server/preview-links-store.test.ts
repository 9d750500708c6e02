// Preview links in the message store's database, on SQLite and on PostgreSQL: a link opens its request
// while it lives, never after its days (7 at most) or once ended; only its hash is kept.
import { DatabaseSync } from 'node:sqlite'
import { afterAll, describe, expect, it } from 'vitest'
import { openMessagesStore } from './open-store.ts'
import { previewLinkMaxDays } from './preview-links-store.ts'
import { databaseFile } from './sqlite-store.ts'
import { databases, newDatabase, removeTempDirs } from './test-support.ts'

afterAll(removeTempDirs)

const day = 24 * 60 * 60 * 1000

describe.each(databases)('%s', (kind) => {
  it('opens its request while it lives, not after its days or once ended, and keeps only its hash', async () => {
    const database = await newDatabase(kind)
    const store = await openMessagesStore(database)
    try {
      const bo = (await store.people.acceptInvitation(await store.people.invite({ email: 'bo@example.com', role: 'publisher', name: 'Bo' })))!
      const request = await store.changeRequests.add({
        person: bo.id,
        branch: 'site-edit/b/1',
        commit: '1'.repeat(40),
        base: '0'.repeat(40),
        title: 'Prices',
        changes: [],
      })
      const { secret, link } = await store.previewLinks.make(request.id, bo.id, 30, 1_000)
      // Asked for 30 days, it lives the longest a link may.
      expect(link).toMatchObject({ request: request.id, madeBy: bo.id, madeAt: 1_000, expires: 1_000 + previewLinkMaxDays * day })
      expect(await store.previewLinks.open(secret, 2_000)).toEqual(link)
      expect(await store.previewLinks.open(secret, link.expires)).toBeUndefined()
      expect(await store.previewLinks.open(`${secret}x`, 2_000)).toBeUndefined()
      const second = await store.previewLinks.make(request.id, bo.id, 1, 3_000)
      expect(await store.previewLinks.end(request.id, 4_000)).toBe(2)
      expect(await store.previewLinks.open(second.secret, 5_000)).toBeUndefined()
      expect((await store.previewLinks.of(request.id)).map((l) => l.ended)).toEqual([4_000, 4_000])
      if (kind === 'SQLite') {
        const db = new DatabaseSync(databaseFile(database.dataDir), { readOnly: true })
        const kept = JSON.stringify(db.prepare('SELECT * FROM editor_preview_links').all())
        db.close()
        expect(kept).not.toContain(secret)
      }
    } finally {
      await store.close()
    }
  })
})
