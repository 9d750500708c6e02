// A walk over a parsed YAML document in the order of yaml's own `visit` (a collection, then its items; a
// pair, then its key, then its value). yaml's visit copies and freezes the ancestry for every pair and
// collection, which was most of what the checks of a large site spent walking; this walk keeps one
// ancestry array, changed as it goes, so a visitor reads `path` during its call and never keeps it.
import { isCollection, isPair, type Document, type Node, type Pair } from 'yaml'

type WalkKey = number | 'key' | 'value' | null
/** Returns true to stop the walk. `path` is the ancestry, the document first. */
export type Walker = (key: WalkKey, node: Node | Pair | null, path: readonly unknown[]) => boolean | void

export function walk(doc: Document, visitor: Walker): void {
  const path: unknown[] = [doc]
  const step = (key: WalkKey, node: Node | Pair | null): boolean => {
    if (visitor(key, node, path)) return true
    if (isCollection(node)) {
      path.push(node)
      for (let i = 0; i < node.items.length; i++) if (step(i, node.items[i] as Node | Pair | null)) return true
      path.pop()
    } else if (isPair(node)) {
      path.push(node)
      if (step('key', node.key as Node | null) || step('value', node.value as Node | null)) return true
      path.pop()
    }
    return false
  }
  step(null, doc.contents as Node | null)
}
