// The data path of the value whose text holds a position: for what is found by walking the YAML
// rather than the data (a slip, a warning about how a value is written), so its problem can name the
// field the editor shows it at, as the problems found in the data do.
import type { DataPath, Position, SourceFile } from './source-file.ts'

export function pathAt(file: SourceFile, { line, col }: Position): DataPath {
  const { outline } = file
  const offset = (file.lines.lineStarts[line - 1] ?? 0) + col - 1
  const holds = (row: number | undefined) => row !== undefined && outline!.start(row) <= offset && offset < Math.max(outline!.end(row), outline!.start(row) + 1)
  const path: DataPath = []
  let row = outline ? 0 : undefined
  while (row !== undefined) {
    const kind = outline!.kind(row)
    const children = kind === 'seq' || kind === 'map' ? outline!.children(row) : []
    if (kind === 'map') {
      const at = children.findIndex((child, i) => i % 2 === 0 && (holds(child) || holds(children[i + 1])))
      if (at < 0) break
      path.push(outline!.key(children[at]!))
      row = holds(children[at + 1]) ? children[at + 1] : undefined
    } else if (kind === 'seq') {
      const index = children.findIndex(holds)
      if (index < 0) break
      path.push(index)
      row = children[index]
    } else break
  }
  return path
}
