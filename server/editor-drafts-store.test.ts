// The editor's drafts in the message store's database, on SQLite and on PostgreSQL: what is written is
// read back after the store is closed and opened again (a restart of the editor), each person's drafts
// are their own, and clearing one person's leaves the other's.
import { afterAll, describe, expect, it } from 'vitest'
import { openMessagesStore } from './open-store.ts'
import { databases, newDatabase, removeTempDirs } from './test-support.ts'

afterAll(removeTempDirs)

const drafts = (heading: string) => ({
  done: [{ file: 'pages/home.yaml', path: ['sections', 0, 'heading'], before: 'Welcome', after: heading }],
  undone: [],
  conflicts: [],
  // Key order as written: a new section's fields are spliced into YAML in this order.
  bases: { 'pages/home.yaml': 'title: Home\n', 'pages/new.yaml': null },
})

describe.each(databases)('%s', (kind) => {
  it("keeps each person's drafts across a restart, apart from the others', until cleared", async () => {
    const database = await newDatabase(kind)
    const first = await openMessagesStore(database)
    expect(await first.editorDrafts.read('local')).toBeUndefined()
    await first.editorDrafts.write('local', drafts('Hello'))
    await first.editorDrafts.write('local', drafts('Hello again'))
    await first.editorDrafts.write('ana@example.com', drafts("Ana's"))
    await first.close()

    const again = await openMessagesStore(database)
    try {
      const local = await again.editorDrafts.read('local')
      expect(local).toEqual(drafts('Hello again'))
      expect(JSON.stringify(local)).toBe(JSON.stringify(drafts('Hello again')))
      expect(await again.editorDrafts.read('ana@example.com')).toEqual(drafts("Ana's"))

      await again.editorDrafts.clear('local')
      expect(await again.editorDrafts.read('local')).toBeUndefined()
      expect(await again.editorDrafts.read('ana@example.com')).toEqual(drafts("Ana's"))
      await again.editorDrafts.clear('nobody')
    } finally {
      await again.close()
    }
  })
})
