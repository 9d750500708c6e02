// Undo and redo over the editor's changes. Typing into one text is one change until another text is
// edited, so Undo takes back the whole word or sentence rather than one letter. The files' data with
// the changes made is worked out from the list, never kept beside it.
export type DataPath = (string | number)[]

export interface Change {
  file: string
  path: DataPath
  before: string
  after: string
}

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

export const undo = (h: History): History => (h.done.length ? { done: h.done.slice(0, -1), undone: [...h.undone, h.done.at(-1)!] } : h)
export const redo = (h: History): History => (h.undone.length ? { done: [...h.done, h.undone.at(-1)!], undone: h.undone.slice(0, -1) } : h)

/** The value a place has now: its last change's, or what the file holds. */
export function currentValue(history: History, place: Pick<Change, 'file' | 'path'>, saved: string): string {
  return history.done.findLast((c) => samePlace(c, place))?.after ?? saved
}

function setIn(data: unknown, path: DataPath, value: string): unknown {
  if (!path.length) return value
  const [key, ...rest] = path
  const copy = (Array.isArray(data) ? [...data] : { ...(data as object) }) as Record<string | number, unknown>
  copy[key] = setIn(copy[key], rest, value)
  return copy
}

/** Each changed file's whole data with the changes made, keyed by file name. */
export function drafts(history: History, saved: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const change of history.done) result[change.file] = setIn(result[change.file] ?? saved[change.file], change.path, change.after)
  return result
}
