// A person's changes to one site file, carried onto the file as it is in the commit their proposal goes
// on, field by field (draft-rebase.ts), rather than their whole file put in its place: their drafts were
// made on the site as they saw it (base), and the commit may hold more since (their own earlier change
// waiting for review on the same branch, or a change published meanwhile). A place only they changed
// takes their words; everything else keeps the commit's. A list whose items they added, removed or moved
// is one place. Where the commit changed a place they changed too, it is a conflict: on their own earlier
// proposal their newer words win; otherwise nothing is carried, and the conflicts are answered.
import { parse } from 'yaml'
import { valueAt, type DataPath } from '../../../schema/data-at.ts'
import { dataEdits } from '../../../schema/yaml-data-edits.ts'
import { spliceData } from '../../../schema/yaml-splice.ts'
import type { Change, Conflict } from '../contract.ts'
import { applied, rebase } from '../drafts/draft-rebase.ts'

/** The changes from `base` to `mine`, each at the place a person changed. */
function changesOf(file: string, base: unknown, mine: unknown): Change[] {
  const places = new Map<string, DataPath>()
  for (const edit of dataEdits(base, mine)) {
    // Inserting, removing or moving a list's item shifts its neighbours: the whole list is the place.
    const path =
      edit.op === 'insert' || edit.op === 'move' || (edit.op === 'remove' && typeof edit.path.at(-1) === 'number') ? edit.path.slice(0, -1) : edit.path
    places.set(JSON.stringify(path), path)
  }
  return [...places.values()].map((path) => ({ file, path, before: valueAt(base, path), after: valueAt(mine, path) }))
}

/** The file's text to commit, or the places both changed. */
export type Carried = { text: string } | { conflicts: Conflict[] }

/**
 * `mine` (the file's text with the person's drafts) made on `base`, carried onto `target` (the file in
 * the commit the proposal goes on; null where it has none). `mineWins`: a conflict takes the person's words.
 */
export function carryOnto(file: string, base: string | null, mine: string, target: string | null, mineWins: boolean): Carried {
  // Nothing new in the commit (or it has no such file any more): the person's text as it is.
  if (target === base || target === null) return { text: mine }
  const [baseData, mineData, targetData] = [base, mine, target].map((text) => (text === null ? undefined : (parse(text) as unknown)))
  const { kept, conflicts } = rebase(changesOf(file, baseData, mineData), baseData, targetData)
  if (conflicts.length && !mineWins) return { conflicts }
  const changes = [...kept, ...conflicts.flatMap((c) => c.changes)]
  return { text: spliceData(target, applied(targetData, changes)) }
}
