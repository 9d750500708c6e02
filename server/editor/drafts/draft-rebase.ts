// Unsaved changes made on a file that has changed on disk since (a git pull, another editor). Each
// place the editor changed is looked at in three versions: the file's data the changes were made on
// (base), the editor's (mine) and the file's now (theirs). Where theirs is still the base, the change is
// kept, and everything the editor did not touch already has the new words, since drafts are worked out
// from the file as it is now. Where theirs is already mine, there is nothing left to do. Where both
// changed it differently, it is a conflict the editor settles: keep mine or take theirs. Where theirs is
// words the editor had there on the way (sent for review and published, then typed on), they are hers,
// never someone else's: her change is kept.
import { isDeepStrictEqual } from 'node:util'
import { setIn, valueAt } from '../../../schema/data-at.ts'
import type { Change, Conflict } from '../contract.ts'

/** A file's data with the changes made, in order. */
export const applied = (data: unknown, changes: Change[]) => changes.reduce((d, c) => setIn(d, c.path, c.after), data)

/** The changes of one file, made on `base`, carried over to `theirs` (the file's data now). */
export function rebase(changes: Change[], base: unknown, theirs: unknown): { kept: Change[]; conflicts: Conflict[] } {
  const mineData = applied(base, changes)
  const places = new Map<string, Change[]>()
  for (const change of changes) {
    const key = JSON.stringify(change.path)
    places.set(key, [...(places.get(key) ?? []), change])
  }
  // Every value each place had along the editor's history: her own words on the way to mine.
  const along = new Map<string, unknown[]>([...places.keys()].map((key) => [key, []]))
  changes.reduce((data, change) => {
    const next = setIn(data, change.path, change.after)
    for (const [key, values] of along) values.push(valueAt(next, JSON.parse(key) as Change['path']))
    return next
  }, base)
  const hers = (key: string, value: unknown) => along.get(key)!.some((v) => isDeepStrictEqual(v, value))
  const kept: Change[] = []
  const conflicts: Conflict[] = []
  for (const [key, group] of places) {
    const { file, path } = group[0]
    const [was, now, mine] = [valueAt(base, path), valueAt(theirs, path), valueAt(mineData, path)]
    if (isDeepStrictEqual(now, mine)) continue
    if (isDeepStrictEqual(now, was) || hers(key, now)) kept.push(...group)
    else conflicts.push({ file, path, mine, theirs: now, changes: [{ file, path, before: now, after: mine }] })
  }
  // The history keeps its order: a kept change stays where it was among the others.
  return { kept: changes.filter((c) => kept.includes(c)), conflicts }
}
