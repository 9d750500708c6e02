// Drafts carried over to a file changed on disk, on data of the test's own: a place only the editor
// changed keeps the change; a place changed the same way on both sides needs nothing; a place changed
// differently on both sides is a conflict with both versions, and the change that makes the editor's.
import { expect, test } from 'vitest'
import type { Change } from '../contract.ts'
import { rebase } from './draft-rebase.ts'

const base = { title: 'Wombat', sections: [{ heading: 'Quokka' }, { heading: 'Numbat' }] }
const change = (path: (string | number)[], before: unknown, after: unknown): Change => ({ file: 'pages/x.yaml', path, before, after })

test('only the editor changed it: kept; changed alike on both sides: dropped; changed differently: a conflict', () => {
  const changes = [
    change(['sections', 0, 'heading'], 'Quokka', 'Quokka 2'),
    change(['sections', 1, 'heading'], 'Numbat', 'Numbat 2'),
    change(['title'], 'Wombat', 'Mine'),
    change(['title'], 'Mine', 'Mine again'),
  ]
  const theirs = { title: 'Theirs', sections: [{ heading: 'Quokka' }, { heading: 'Numbat 2' }], extra: true }
  const { kept, conflicts } = rebase(changes, base, theirs)
  expect(kept).toEqual([changes[0]])
  expect(conflicts).toEqual([
    { file: 'pages/x.yaml', path: ['title'], mine: 'Mine again', theirs: 'Theirs', changes: [change(['title'], 'Theirs', 'Mine again')] },
  ])
})

test('nothing changed on disk at the edited places: every change is kept, in order', () => {
  const changes = [change(['title'], 'Wombat', 'A'), change(['sections', 1, 'heading'], 'Numbat', 'B')]
  expect(rebase(changes, base, { ...base, description: 'new on disk' })).toEqual({ kept: changes, conflicts: [] })
})

test("the editor's own words published meanwhile are hers, never someone else's: her later words are kept", () => {
  // She typed "Mine", sent it for review, it was published, and she typed on: "Mine again" in the same field,
  // and a new section whose heading she changed again after it was published.
  const added = { heading: 'Bilby' }
  const changes = [
    change(['title'], 'Wombat', 'Mine'),
    change(['sections', 2], undefined, added),
    change(['title'], 'Mine', 'Mine again'),
    change(['sections', 2, 'heading'], 'Bilby', 'Bilby 2'),
  ]
  const published = { ...base, title: 'Mine', sections: [...base.sections, added] }
  expect(rebase(changes, base, published)).toEqual({ kept: changes, conflicts: [] })
  // Words that were never hers at that place are still someone else's.
  expect(rebase(changes, base, { ...published, title: 'Theirs' }).conflicts.map((c) => c.path)).toEqual([['title']])
})
