// A walk over a file's outline (yaml-outline.ts) in the order it is written: a collection, then what
// it holds; a pair's key, then its value. Beside each value it hands on the data read from it, so a
// check can look at a value's type and text. One path array is changed as it goes, so a visitor reads
// `path` during its call and copies what it keeps.
import type { DataPath } from './source-file.ts'
import type { Outline } from './yaml-outline.ts'

/** `row` is the value's row in the outline; `path` the data path of the value (for a key, of the value
 * it names); `value` its data (a key has none). Return true to stop. */
export type Walker = (row: number, path: DataPath, isKey: boolean, value: unknown) => boolean | void

export function walk(outline: Outline | null, data: unknown, visitor: Walker): void {
  const path: DataPath = []
  const step = (row: number, value: unknown): boolean => {
    if (visitor(row, path, false, value)) return true
    const kind = outline!.kind(row)
    if (kind !== 'seq' && kind !== 'map') return false
    const children = outline!.children(row)
    for (let i = 0; i < children.length; i++) {
      if (kind === 'seq') {
        path.push(i)
        if (step(children[i]!, (value as unknown[] | undefined)?.[i])) return true
      } else {
        const key = outline!.key(children[i]!)
        path.push(key)
        const fields = value as Record<string, unknown> | undefined
        if (visitor(children[i]!, path, true, undefined) || step(children[++i]!, fields && Object.hasOwn(fields, key) ? fields[key] : undefined)) return true
      }
      path.pop()
    }
    return false
  }
  if (outline) step(0, data)
}
