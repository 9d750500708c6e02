// The edits that turn one file's data into another's, as yaml-splice.ts applies them: walking both
// and naming only what differs, so a save rewrites those values and nothing else. Paths hold at the
// moment each edit is made: edits inside a list come first, then removals from the end, then inserts.
import { isDeepStrictEqual } from 'node:util'
import type { DataPath } from './source-file.ts'
import type { YamlEdit } from './yaml-splice.ts'

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

function listEdits(before: unknown[], after: unknown[], path: DataPath): YamlEdit[] {
  // Two neighbours that traded places are a move, which keeps both items' text as written.
  const changed = before.flatMap((item, i) => (isDeepStrictEqual(item, after[i]) ? [] : [i]))
  if (
    before.length === after.length &&
    changed.length === 2 &&
    changed[1] === changed[0] + 1 &&
    isDeepStrictEqual(before[changed[0]], after[changed[1]]) &&
    isDeepStrictEqual(before[changed[1]], after[changed[0]])
  ) {
    return [{ op: 'move', path: [...path, changed[0]], by: 1 }]
  }
  // What both lists start and end with stays; the middle is changed item by item, then shortened or grown.
  let start = 0
  while (start < before.length && start < after.length && isDeepStrictEqual(before[start], after[start])) start++
  let end = 0
  while (end < before.length - start && end < after.length - start && isDeepStrictEqual(before.at(-1 - end), after.at(-1 - end))) end++
  const oldMiddle = before.length - start - end
  const newMiddle = after.length - start - end
  const common = Math.min(oldMiddle, newMiddle)
  const edits: YamlEdit[] = []
  for (let i = start; i < start + common; i++) edits.push(...dataEdits(before[i], after[i], [...path, i]))
  for (let i = start + oldMiddle - 1; i >= start + common; i--) edits.push({ op: 'remove', path: [...path, i] })
  for (let i = start + common; i < start + newMiddle; i++) edits.push({ op: 'insert', path: [...path, i], value: after[i] })
  return edits
}

export function dataEdits(before: unknown, after: unknown, path: DataPath = []): YamlEdit[] {
  if (isDeepStrictEqual(before, after)) return []
  if (Array.isArray(before) && Array.isArray(after) && before.length && after.length) return listEdits(before, after, path)
  if (isRecord(before) && isRecord(after) && Object.keys(before).length && Object.keys(after).length) {
    const kept = Object.keys(before).filter((key) => key in after)
    const edits = kept.flatMap((key) => dataEdits(before[key], after[key], [...path, key]))
    if (!kept.length) return [{ op: 'set', path, value: after }]
    for (const key of Object.keys(before)) if (!(key in after)) edits.push({ op: 'remove', path: [...path, key] })
    for (const key of Object.keys(after)) if (!(key in before)) edits.push({ op: 'set', path: [...path, key], value: after[key] })
    return edits
  }
  return [{ op: 'set', path, value: after }]
}
