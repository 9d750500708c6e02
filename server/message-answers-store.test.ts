// Messages marked answered in the editor, on SQLite and on PostgreSQL alike: marked with who and when,
// unmarked, and an id that names no message changes nothing.
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { openMessagesStore } from './open-store.ts'
import { contactMessage, databases, newDatabase, removeTempDirs } from './test-support.ts'

afterAll(removeTempDirs)

describe.each(databases)('%s', (kind) => {
  it('marks a message answered by a person, and not answered again; an unknown id is refused', async () => {
    const store = await openMessagesStore(await newDatabase(kind))
    try {
      const saved = await store.save(contactMessage(), { requestHash: 'h', deliver: false })
      if (saved.outcome === 'conflict') throw new Error('not stored')
      expect(await store.messageAnswers.all()).toEqual(new Map())
      expect(await store.messageAnswers.mark(saved.id, true, 'ana@example.com')).toBe(true)
      // Marking again keeps the first mark.
      expect(await store.messageAnswers.mark(saved.id, true, 'bo@example.com')).toBe(true)
      const answer = (await store.messageAnswers.all()).get(saved.id)
      expect(answer?.answeredBy).toBe('ana@example.com')
      expect(Date.now() - Date.parse(answer!.answeredAt)).toBeLessThan(60_000)
      expect(await store.messageAnswers.mark(saved.id, false, 'ana@example.com')).toBe(true)
      expect((await store.messageAnswers.all()).has(saved.id)).toBe(false)
      expect(await store.messageAnswers.mark(randomUUID(), true, 'ana@example.com')).toBe(false)
      expect(await store.messageAnswers.mark('not-an-id', true, 'ana@example.com')).toBe(false)
    } finally {
      await store.close()
    }
  })
})
