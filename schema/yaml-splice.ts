// Saving is splicing: a change to a site file rewrites only the source text of the values it changes.
// The file is parsed with `yaml` (every node keeps its range in the text), and each edit replaces,
// inserts or removes one range; comments, blank lines, key order and quoting elsewhere stay byte for
// byte. Edits apply one after another, each to the text the previous one left.
import { isMap, isScalar, isSeq, LineCounter, parse, parseDocument, type Document, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml'
import type { DataPath } from './source-file.ts'
import { scalarText } from './yaml-scalar-text.ts'
import { fieldText, valueText } from './yaml-value-text.ts'
import { dataEdits } from './yaml-data-edits.ts'
import { isDeepStrictEqual } from 'node:util'

export type YamlEdit =
  /** A new value at `path`: a changed scalar, a replaced value, or a field added to its map. */
  | { op: 'set'; path: DataPath; value: unknown }
  /** Removes a list item or a map's field. */
  | { op: 'remove'; path: DataPath }
  /** A new list item at index `path.at(-1)` (the list's length appends), written like its sibling. */
  | { op: 'insert'; path: DataPath; value: unknown }
  /** Swaps the item at `path` with its neighbour above (-1) or below (+1). */
  | { op: 'move'; path: DataPath; by: -1 | 1 }

interface Source {
  text: string
  doc: Document
  lines: LineCounter
}

function read(text: string): Source {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, keepSourceTokens: false })
  if (doc.errors.length) throw new Error(`the file does not parse as YAML: ${doc.errors[0].message}`)
  return { text, doc, lines }
}

const splice = (text: string, from: number, to: number, insert: string) => text.slice(0, from) + insert + text.slice(to)
const column = (src: Source, offset: number) => src.lines.linePos(offset).col - 1
const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1
const lineEnd = (text: string, offset: number) => (text.indexOf('\n', offset) + 1 || text.length + 1) - 1
/** Where a node's own text ends: before the line breaks and blank lines a block value ends with. */
const contentEnd = (src: Source, node: Node) => src.text.slice(0, node.range![1]).trimEnd().length

function nodeAt(src: Source, path: DataPath): Node | undefined {
  return (path.length ? src.doc.getIn(path, true) : src.doc.contents) as Node | undefined
}

function collectionAt(src: Source, path: DataPath): YAMLMap<Node, Node> | YAMLSeq<Node> {
  const node = nodeAt(src, path)
  if (!isMap(node) && !isSeq(node)) throw new Error(`nothing to edit at ${path.join('.') || 'the top'}: not a map or a list`)
  return node as YAMLMap<Node, Node> | YAMLSeq<Node>
}

const pairOf = (map: YAMLMap<Node, Node>, key: unknown) => map.items.find((p: Pair<Node, Node>) => (isScalar(p.key) ? p.key.value : p.key) === key)

function setValue(src: Source, path: DataPath, value: unknown): string {
  const parent = collectionAt(src, path.slice(0, -1))
  const node = nodeAt(src, path)
  if (node?.range) {
    const context = parent.flow ? 'flow' : 'block'
    if (isScalar(node) && (value === null || typeof value !== 'object')) {
      // A block scalar keeps the indentation of its lines.
      const firstLine = src.text.slice(node.range[0]).split('\n')[1] ?? ''
      const indent = /^ */.exec(firstLine)![0].length
      return splice(src.text, node.range[0], contentEnd(src, node), scalarText(value, node.type, context, indent))
    }
    // A collection replaced whole (the data diff walks into collections, so this is a change of kind).
    const pair = isMap(parent) ? pairOf(parent as YAMLMap<Node, Node>, path.at(-1)) : undefined
    const keyNode = pair?.key as Node | undefined
    if (keyNode?.range && context === 'block') {
      return splice(src.text, keyNode.range[1], contentEnd(src, node), `:${fieldText(value, undefined, column(src, keyNode.range[0]))}`)
    }
    return splice(src.text, node.range[0], contentEnd(src, node), valueText(value, node, context, column(src, node.range[0])))
  }
  if (!isMap(parent)) throw new Error(`nothing at ${path.join('.')}: a list item is added with insert`)
  return addField(src, parent as YAMLMap<Node, Node>, String(path.at(-1)), value)
}

function addField(src: Source, map: YAMLMap<Node, Node>, key: string, value: unknown): string {
  const last = map.items.at(-1)
  const keyText = scalarText(key, 'PLAIN', 'flow', 0)
  if (map.flow || !last) {
    // `{ a: 1 }` becomes `{ a: 1, key: value }`: the new field goes before the closing brace.
    const close = src.text.lastIndexOf('}', map.range![1])
    const before = src.text.slice(0, close).trimEnd().length
    const field = `${keyText}: ${valueText(value, undefined, 'flow', 0)}`
    return splice(src.text, before, before, last ? `, ${field}` : ` ${field} `)
  }
  const keyColumn = column(src, (last.key as Node).range![0])
  const end = lineEnd(src.text, contentEnd(src, (last.value ?? last.key) as Node))
  // A sibling's style for a value of the same kind, so a new `>-` text is written like the others.
  return splice(src.text, end, end, `\n${' '.repeat(keyColumn)}${keyText}:${fieldText(value, undefined, keyColumn)}`)
}

/** The text an item or field occupies, from the start of its line (the `- `) to its line's end. */
function blockEntry(src: Source, start: Node, end: Node): [number, number] {
  return [lineStart(src.text, start.range![0]), lineEnd(src.text, contentEnd(src, end))]
}

function remove(src: Source, path: DataPath): string {
  const parent = collectionAt(src, path.slice(0, -1))
  const index = isSeq(parent) ? Number(path.at(-1)) : parent.items.findIndex((p) => p === pairOf(parent as YAMLMap<Node, Node>, path.at(-1)))
  const entries = parent.items.map((item) => (isSeq(parent) ? [item, item] : [(item as Pair<Node, Node>).key, (item as Pair<Node, Node>).value ?? (item as Pair<Node, Node>).key]) as [Node, Node])
  if (!entries[index]) throw new Error(`nothing to remove at ${path.join('.')}`)
  if (entries.length === 1) throw new Error(`${path.slice(0, -1).join('.')} would be empty: remove the whole list or field instead`)
  const [first, last] = entries[index]
  if (parent.flow) {
    // The item and the comma after it, or for the last item the comma before it.
    const next = entries[index + 1]
    if (next) return splice(src.text, first.range![0], next[0].range![0], '')
    return splice(src.text, contentEnd(src, entries[index - 1][1]), contentEnd(src, last), '')
  }
  const [from, to] = blockEntry(src, first, last)
  // The blank lines between entries stay as they were: a middle entry takes the gap after it, the
  // last one the gap before it.
  if (entries[index + 1]) return splice(src.text, from, lineStart(src.text, entries[index + 1][0].range![0]), '')
  const previousEnd = blockEntry(src, ...entries[index - 1])[1]
  return splice(src.text, previousEnd, to, '')
}

function insert(src: Source, path: DataPath, value: unknown): string {
  const seq = collectionAt(src, path.slice(0, -1))
  if (!isSeq(seq)) throw new Error(`${path.slice(0, -1).join('.')} is not a list`)
  const items = seq.items as Node[]
  const index = Number(path.at(-1))
  if (!items.length || index < 0 || index > items.length) throw new Error(`cannot insert at ${path.join('.')}`)
  const like = items[Math.min(index, items.length - 1)]
  if (seq.flow) {
    const text = valueText(value, like, 'flow', 0)
    if (index < items.length) return splice(src.text, items[index].range![0], items[index].range![0], `${text}, `)
    const end = contentEnd(src, items.at(-1)!)
    return splice(src.text, end, end, `, ${text}`)
  }
  const dashStart = lineStart(src.text, like.range![0])
  const dashColumn = column(src, dashStart + /^ */.exec(src.text.slice(dashStart))![0].length)
  const itemText = `${' '.repeat(dashColumn)}- ${valueText(value, like, 'block', dashColumn + 2)}`
  // The new item is separated from its neighbours the way the list's first two items are.
  const gap = items.length > 1 ? src.text.slice(blockEntry(src, items[0], items[0])[1] + 1, lineStart(src.text, items[1].range![0])) : ''
  if (index < items.length) {
    const at = lineStart(src.text, items[index].range![0])
    return splice(src.text, at, at, `${itemText}\n${gap}`)
  }
  const end = blockEntry(src, items.at(-1)!, items.at(-1)!)[1]
  return splice(src.text, end, end, `\n${gap}${itemText}`)
}

function move(src: Source, path: DataPath, by: -1 | 1): string {
  const seq = collectionAt(src, path.slice(0, -1))
  if (!isSeq(seq)) throw new Error(`${path.slice(0, -1).join('.')} is not a list`)
  const index = Number(path.at(-1))
  const [a, b] = [seq.items[Math.min(index, index + by)], seq.items[Math.max(index, index + by)]] as (Node | undefined)[]
  if (!a || !b) throw new Error(`cannot move ${path.join('.')} ${by < 0 ? 'up' : 'down'}`)
  // Items of one list start at the same column, so their texts can trade places as they are.
  const [aFrom, aTo, bFrom, bTo] = [a.range![0], contentEnd(src, a), b.range![0], contentEnd(src, b)]
  const t = src.text
  return t.slice(0, aFrom) + t.slice(bFrom, bTo) + t.slice(aTo, bFrom) + t.slice(aFrom, aTo) + t.slice(bTo)
}

function applyEdit(text: string, edit: YamlEdit): string {
  const src = read(text)
  if (edit.op === 'set') return setValue(src, edit.path, edit.value)
  if (edit.op === 'remove') return remove(src, edit.path)
  if (edit.op === 'insert') return insert(src, edit.path, edit.value)
  return move(src, edit.path, edit.by)
}

/** The file's text with every edit made, in order. */
export function spliceEdits(text: string, edits: YamlEdit[]): string {
  return edits.reduce(applyEdit, text)
}

/**
 * The file's text changed to hold `data`: only the values that differ from what the text holds are
 * rewritten. The result is read back and must be exactly `data`, or nothing is returned.
 */
export function spliceData(text: string, data: unknown): string {
  const result = spliceEdits(text, dataEdits(parse(text), data))
  if (!isDeepStrictEqual(parse(result), data)) throw new Error('the spliced text does not read back as the new data; nothing was written')
  return result
}
