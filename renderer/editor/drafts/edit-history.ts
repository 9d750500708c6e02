// Undo and redo over the editor's changes: a text typed in place, a field of the side panel, a section
// added, removed or moved (its page's whole list of sections), a new page (its file, at the path []).
// Typing into one text is one change until another place is edited, so Undo takes back the whole word
// or sentence rather than one letter. The files' data with the changes made is worked out from the
// list, never kept beside it.
import type { Change } from '../../../server/editor/contract.ts'
import { setIn, type DataPath } from '../../../schema/data-at.ts'

export type { Change, DataPath }

export interface History {
  done: Change[]
  undone: Change[]
}

export const emptyHistory: History = { done: [], undone: [] }

const samePlace = (a: Change, b: Pick<Change, 'file' | 'path'>) => a.file === b.file && a.path.join('\0') === b.path.join('\0')

/** The history with `change` made; typing more into the text edited last extends that change. */
export function record(history: History, change: Change, extendLast: boolean): History {
  const last = history.done.at(-1)
  if (extendLast && last && samePlace(last, change)) return { done: [...history.done.slice(0, -1), { ...last, after: change.after }], undone: [] }
  return { done: [...history.done, change], undone: [] }
}

/**
 * The history once the changes `saved` are in the files: what was done since (typed while the save was
 * under way) stays to save, and a change saved but undone since becomes a change taking it back, so the
 * page keeps showing it undone and the next Save writes that.
 */
export function afterSaved(history: History, saved: readonly Change[]): History {
  const since = history.done.filter((c) => !saved.includes(c))
  // Typing on in a saved text makes a new change at its place, which holds its newest words already.
  const undoneSince = saved.filter((c) => !history.done.includes(c) && !since.some((s) => samePlace(s, c)))
  const takenBack = undoneSince.reverse().map((c) => ({ ...c, before: c.after, after: c.before }))
  return { done: [...takenBack, ...since], undone: [] }
}

export const undo = (h: History): History => (h.done.length ? { done: h.done.slice(0, -1), undone: [...h.undone, h.done.at(-1)!] } : h)
export const redo = (h: History): History => (h.undone.length ? { done: [...h.done, h.undone.at(-1)!], undone: h.undone.slice(0, -1) } : h)

/** The text a place has now: its last change's, or what the file holds. */
export function currentText(history: History, place: Pick<Change, 'file' | 'path'>, saved: string): string {
  const last = history.done.findLast((c) => samePlace(c, place))
  return last && typeof last.after === 'string' ? last.after : saved
}

/** Each changed file's whole data with the changes made, keyed by file name. */
export function drafts(history: History, saved: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const change of history.done) result[change.file] = setIn(result[change.file] ?? saved[change.file], change.path, change.after)
  return result
}
