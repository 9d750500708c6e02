// Where in a file's data a problem is, from its line and column: the path of keys and list positions
// whose text holds that position, read from the yaml library's parse of the text. The editor shows the
// problem at that field, and keeps showing the last valid state of the section it is in.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml'
import type { DataPath } from '../../renderer/editor/data-at.ts'

export function dataPathAt(text: string, line: number, col: number): DataPath {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter })
  const offset = (lineCounter.lineStarts[line - 1] ?? 0) + col - 1
  const holds = (node: unknown) => {
    const range = (node as Node | null)?.range
    return !!range && range[0] <= offset && offset < Math.max(range[2], range[0] + 1)
  }
  const path: DataPath = []
  let node: unknown = doc.contents
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
