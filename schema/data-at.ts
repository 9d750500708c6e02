// Reading and writing one place in a file's data, by its path of keys and list positions, without
// changing the data given: the editor's history, its drafts and the server's rebase all work this way.
import type { DataPath } from './source-file.ts'

export type { DataPath }

export function valueAt(data: unknown, path: DataPath): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], data)
}

/** `data` with `value` at `path`; `undefined` removes the key (a list keeps its length). */
export function setIn(data: unknown, path: DataPath, value: unknown): unknown {
  if (!path.length) return value
  const [key, ...rest] = path
  const copy = (Array.isArray(data) ? [...data] : { ...(data as object) }) as Record<string | number, unknown>
  const next = setIn(copy[key], rest, value)
  if (next === undefined && !Array.isArray(copy)) delete copy[key]
  else copy[key] = next
  return copy
}
