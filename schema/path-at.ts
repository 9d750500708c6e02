// The data path of the value whose text holds a position: for what is found by walking the YAML
// rather than the data (a slip, a warning about how a value is written), so its problem can name the
// field the editor shows it at, as the problems found in the data do.
import { isMap, isScalar, isSeq, type Node } from 'yaml'
import type { DataPath, Position, SourceFile } from './source-file.ts'

export function pathAt(file: SourceFile, { line, col }: Position): DataPath {
  const offset = (file.lines.lineStarts[line - 1] ?? 0) + col - 1
  const holds = (node: unknown) => {
    const range = (node as Node | null)?.range
    return !!range && range[0] <= offset && offset < Math.max(range[2], range[0] + 1)
  }
  const path: DataPath = []
  let node: unknown = file.doc.contents
  for (;;) {
    if (isMap(node)) {
      const pair = node.items.find((p) => holds(p.key) || holds(p.value))
      if (!pair) break
      path.push(isScalar(pair.key) ? String(pair.key.value) : String(pair.key))
      if (!holds(pair.value)) break
      node = pair.value
    } else if (isSeq(node)) {
      const index = node.items.findIndex(holds)
      if (index < 0) break
      path.push(index)
      node = node.items[index]
    } else break
  }
  return path
}
