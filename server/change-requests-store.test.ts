// The hosted editor's change requests in the message store's database, on SQLite and on PostgreSQL: a
// request sent is kept across a restart with the commit the editor recorded, grows in place when more
// is sent on its branch, leaves the waiting list once published, and one branch has one waiting at most.
import { afterAll, describe, expect, it } from 'vitest'
import { openMessagesStore } from './open-store.ts'
import { databases, newDatabase, removeTempDirs } from './test-support.ts'

afterAll(removeTempDirs)

const commit = (n: number) => String(n).repeat(40)

describe.each(databases)('%s', (kind) => {
  it('keeps each request with its recorded commit across a restart; it grows in place and leaves the list once published', async () => {
    const database = await newDatabase(kind)
    const first = await openMessagesStore(database)
    const ann = (await first.people.acceptInvitation(await first.people.invite({ email: 'ann.lee@example.com', role: 'editor', name: 'Ann Lee' })))!
    const sent = await first.changeRequests.add({ person: ann.id, branch: `site-edit/${ann.id}/2030-01-02-home`, commit: commit(1), base: commit(0), title: 'Home › Hero › Heading', changes: ['Home › Hero › Heading'] }, 1_000)
    // A second request waiting on the same branch is refused by the database itself.
    await expect(first.changeRequests.add({ person: ann.id, branch: sent.branch, commit: commit(2), base: commit(0), title: 'Another', changes: [] })).rejects.toThrow()
    await first.close()

    const again = await openMessagesStore(database)
    try {
      expect(await again.changeRequests.request(sent.id)).toEqual(sent)
      expect(await again.changeRequests.waiting()).toEqual([{ ...sent, sender: 'Ann Lee' }])
      await again.changeRequests.grow(sent.id, { commit: commit(2), title: '2 changes to Home', changes: ['Home › Hero › Heading', 'Home › Plans'] }, 2_000)
      expect(await again.changeRequests.onBranch(sent.branch)).toEqual({ ...sent, commit: commit(2), title: '2 changes to Home', changes: ['Home › Hero › Heading', 'Home › Plans'] })

      await again.changeRequests.published(sent.id, 3_000)
      expect(await again.changeRequests.waiting()).toEqual([])
      expect((await again.changeRequests.request(sent.id))?.state).toBe('published')
      // Published, its branch may hold the next request; the newest is the one the branch names.
      const next = await again.changeRequests.add({ person: ann.id, branch: sent.branch, commit: commit(3), base: commit(2), title: 'Next', changes: ['Next'] }, 4_000)
      expect(await again.changeRequests.onBranch(sent.branch)).toEqual(next)
      expect(await again.changeRequests.request('no-such-request')).toBeUndefined()
    } finally {
      await again.close()
    }
  })
})
