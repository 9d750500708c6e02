// The hosted editor's change requests in the message store's database, on SQLite and on PostgreSQL: a
// request sent is kept across a restart with the commit the editor recorded, grows in place when more
// is sent on its branch, leaves the waiting list once published, and one branch has one waiting at most;
// a request returned with a publisher's words waits again once sent again, a declined one never does,
// and each step is in its timeline with who took it.
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
    const sent = await first.changeRequests.add(
      {
        person: ann.id,
        branch: `site-edit/${ann.id}/2030-01-02-home`,
        commit: commit(1),
        base: commit(0),
        title: 'Home › Hero › Heading',
        changes: ['Home › Hero › Heading'],
      },
      1_000,
    )
    // A second request waiting on the same branch is refused by the database itself.
    await expect(
      first.changeRequests.add({ person: ann.id, branch: sent.branch, commit: commit(2), base: commit(0), title: 'Another', changes: [] }),
    ).rejects.toThrow()
    await first.close()

    const again = await openMessagesStore(database)
    try {
      expect(await again.changeRequests.request(sent.id)).toEqual(sent)
      expect(await again.changeRequests.waiting()).toEqual([{ ...sent, sender: 'Ann Lee' }])
      await again.changeRequests.grow(sent.id, { commit: commit(2), title: '2 changes to Home', changes: ['Home › Hero › Heading', 'Home › Plans'] }, 2_000)
      expect(await again.changeRequests.onBranch(sent.branch)).toEqual({
        ...sent,
        commit: commit(2),
        title: '2 changes to Home',
        changes: ['Home › Hero › Heading', 'Home › Plans'],
      })

      await again.changeRequests.published(sent.id, 3_000)
      expect(await again.changeRequests.waiting()).toEqual([])
      expect((await again.changeRequests.request(sent.id))?.state).toBe('published')
      // Published, its branch may hold the next request; the newest is the one the branch names.
      const next = await again.changeRequests.add(
        { person: ann.id, branch: sent.branch, commit: commit(3), base: commit(2), title: 'Next', changes: ['Next'] },
        4_000,
      )
      expect(await again.changeRequests.onBranch(sent.branch)).toEqual(next)
      expect(await again.changeRequests.request('no-such-request')).toBeUndefined()
    } finally {
      await again.close()
    }
  })

  it("is returned with the publisher's words, sent again, declined, and its timeline says who did what and when", async () => {
    const database = await newDatabase(kind)
    const store = await openMessagesStore(database)
    try {
      const person = async (email: string, name: string, role: 'editor' | 'publisher') =>
        (await store.people.acceptInvitation(await store.people.invite({ email, role, name })))!
      const ann = await person('ann@example.com', 'Ann Lee', 'editor')
      const bo = await person('bo@example.com', 'Bo Reyes', 'publisher')
      const sent = await store.changeRequests.add(
        {
          person: ann.id,
          branch: 'site-edit/a/2030-01-02-home',
          commit: commit(1),
          base: commit(0),
          title: 'Prices',
          changes: ['Home › Plans'],
          note: 'New prices for January',
        },
        1_000,
      )
      expect(sent).toMatchObject({ note: 'New prices for January', state: 'waiting' })
      expect(await store.changeRequests.decide(sent.id, { state: 'changes asked', by: bo.id, words: 'The Starter price is wrong' }, 2_000)).toBe(true)
      // Returned, it is no longer waiting, and no second decision lands on it.
      expect(await store.changeRequests.waiting()).toEqual([])
      expect(await store.changeRequests.decide(sent.id, { state: 'declined', by: bo.id }, 2_500)).toBe(false)
      // Returned, it still holds its branch: no second request may open there.
      await expect(
        store.changeRequests.add({ person: ann.id, branch: sent.branch, commit: commit(9), base: commit(0), title: 'Other', changes: [] }),
      ).rejects.toThrow()
      await store.changeRequests.reword(sent.id, { title: 'January prices' }, 2_800)
      await store.changeRequests.grow(sent.id, { commit: commit(2), title: 'January prices', changes: ['Home › Plans'] }, 3_000)
      expect(await store.changeRequests.ofPerson(ann.id)).toEqual([
        { ...sent, commit: commit(2), title: 'January prices', state: 'waiting', sender: 'Ann Lee' },
      ])
      await store.changeRequests.comment(sent.id, { by: 'Carla (a client)', words: 'Looks good' }, 3_500)
      expect(await store.changeRequests.decide(sent.id, { state: 'declined', by: bo.id, words: 'Not this year' }, 4_000)).toBe(true)
      // Declined, sending more on it changes nothing.
      await store.changeRequests.grow(sent.id, { commit: commit(3), title: 'x', changes: [] }, 5_000)
      expect(await store.changeRequests.request(sent.id)).toMatchObject({ state: 'declined', commit: commit(2) })
      expect(await store.changeRequests.events(sent.id)).toEqual([
        { kind: 'sent', at: 1_000, by: 'Ann Lee', person: ann.id, words: 'New prices for January' },
        { kind: 'changes asked', at: 2_000, by: 'Bo Reyes', person: bo.id, words: 'The Starter price is wrong' },
        { kind: 'sent again', at: 3_000, by: 'Ann Lee', person: ann.id },
        { kind: 'comment', at: 3_500, by: 'Carla (a client)', words: 'Looks good' },
        { kind: 'declined', at: 4_000, by: 'Bo Reyes', person: bo.id, words: 'Not this year' },
      ])
    } finally {
      await store.close()
    }
  })

  it('is set for a time, moved or cancelled while it waits, and taken once when due, by one of two instances', async () => {
    const database = await newDatabase(kind)
    const [one, two] = [await openMessagesStore(database), await openMessagesStore(database)]
    try {
      const ann = (await one.people.acceptInvitation(await one.people.invite({ email: 'ann@example.com', role: 'publisher', name: 'Ann Lee' })))!
      const add = (n: number) =>
        one.changeRequests.add({ person: ann.id, branch: `site-edit/a/${n}`, commit: commit(n), base: commit(0), title: `Request ${n}`, changes: [] }, 1_000)
      const [first, second] = [await add(1), await add(2)]
      expect(await one.changeRequests.schedule(first.id, 50_000, ann.id, 2_000)).toBe(true)
      expect(await one.changeRequests.schedule(second.id, 20_000, ann.id, 2_000)).toBe(true)
      expect((await one.changeRequests.scheduled()).map((r) => [r.id, r.publishAt])).toEqual([
        [second.id, 20_000],
        [first.id, 50_000],
      ])
      expect(await one.changeRequests.schedule(first.id, 30_000, ann.id, 3_000)).toBe(true)
      expect(await one.changeRequests.takeDue(10_000)).toEqual([])
      // Due at once on two instances: each request is taken by one of them only.
      const taken = await Promise.all([one.changeRequests.takeDue(40_000), two.changeRequests.takeDue(40_000)])
      expect(
        taken
          .flat()
          .map((r) => [r.id, r.publishAt])
          .sort(),
      ).toEqual(
        [
          [first.id, 30_000],
          [second.id, 20_000],
        ].sort(),
      )
      expect(await one.changeRequests.scheduled()).toEqual([])
      // Cancelled, it is not taken; a published request cannot be set for a time.
      const third = await add(3)
      await one.changeRequests.schedule(third.id, 60_000, ann.id, 4_000)
      await one.changeRequests.schedule(third.id, null, ann.id, 5_000)
      expect(await one.changeRequests.takeDue(70_000)).toEqual([])
      await one.changeRequests.published(first.id, 6_000, ann.id)
      expect(await one.changeRequests.schedule(first.id, 80_000, ann.id)).toBe(false)
      expect((await one.changeRequests.events(third.id)).map((e) => [e.kind, e.words])).toEqual([
        ['sent', undefined],
        ['scheduled', new Date(60_000).toISOString()],
        ['schedule cancelled', undefined],
      ])
    } finally {
      await one.close()
      await two.close()
    }
  })
})
