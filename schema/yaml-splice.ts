// Saving is splicing: a change to a site file rewrites only the source text of the values it changes.
// The file is parsed with `yaml` (every node keeps its range in the text), and each edit replaces,
// inserts or removes one range; comments, blank lines, key order and quoting elsewhere stay byte for
// byte. Edits apply one after another, each to the text the previous one left: spliceData makes all of
// a save's edits on one parse of the file (yaml-splice-source.ts), with the same result.
import { isMap, isScalar, isSeq, parseDocument, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml'
import { parseSource, type DataPath } from './source-file.ts'
import {
  collectionAt,
  column,
  contentEnd,
  edit,
  entriesOf,
  lineEnd,
  lineStart,
  NeedsParse,
  nextLine,
  nodeAt,
  parsed,
  read,
  spliced,
  textEnd,
  type ParsedEntry,
  type Source,
} from './yaml-splice-source.ts'
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

const pairOf = (map: YAMLMap<Node, Node>, key: unknown) => map.items.find((p: Pair<Node, Node>) => (isScalar(p.key) ? p.key.value : p.key) === key)

function setValue(src: Source, path: DataPath, value: unknown) {
  const parent = collectionAt(src, path.slice(0, -1))
  if (src.items.has(parent)) {
    // A field added to a map that has had fields added or removed: the only set such a map is given.
    if (isMap(parent) && !entriesOf(src, parent).some((e) => e.key === path.at(-1)))
      return addField(src, parent as YAMLMap<Node, Node>, String(path.at(-1)), value)
    throw new NeedsParse('a value in a changed collection')
  }
  const node = nodeAt(src, path)
  if (node?.range) {
    const context = parent.flow ? 'flow' : 'block'
    if (isScalar(node) && (value === null || typeof value !== 'object')) {
      // A block scalar keeps the indentation of its lines.
      const indent = /^ */.exec(nextLine(src.text, node.range[0]))![0].length
      return edit(src, node.range[0], contentEnd(src, node), scalarText(value, node.type, context, indent))
    }
    // A collection replaced whole (the data diff walks into collections, so this is a change of kind).
    src.replaced.add(node)
    const pair = isMap(parent) ? pairOf(parent as YAMLMap<Node, Node>, path.at(-1)) : undefined
    const keyNode = pair?.key as Node | undefined
    if (keyNode?.range && context === 'block') {
      return edit(src, keyNode.range[1], contentEnd(src, node), `:${fieldText(value, undefined, column(src, keyNode.range[0]))}`)
    }
    return edit(src, node.range[0], contentEnd(src, node), valueText(value, node, context, column(src, node.range[0])))
  }
  if (!isMap(parent)) throw new Error(`nothing at ${path.join('.')}: a list item is added with insert`)
  return addField(src, parent as YAMLMap<Node, Node>, String(path.at(-1)), value)
}

function addField(src: Source, map: YAMLMap<Node, Node>, key: string, value: unknown) {
  const entries = entriesOf(src, map)
  const last = entries.at(-1)
  const keyText = scalarText(key, 'PLAIN', 'flow', 0)
  if (map.flow || !last) {
    // `{ a: 1 }` becomes `{ a: 1, key: value }`: the new field goes before the closing brace.
    const before = textEnd(src.text, src.text.lastIndexOf('}', map.range![1]))
    const field = `${keyText}: ${valueText(value, undefined, 'flow', 0)}`
    src.items.set(map, [...entries, { key, added: { at: before, column: 0 } }])
    return edit(src, before, before, last ? `, ${field}` : ` ${field} `)
  }
  const keyColumn = 'added' in last ? last.added.column : column(src, last.first.range![0])
  const end = 'added' in last ? last.added.at : lineEnd(src.text, contentEnd(src, last.last))
  src.items.set(map, [...entries, { key, added: { at: end, column: keyColumn } }])
  // A sibling's style for a value of the same kind, so a new `>-` text is written like the others.
  edit(src, end, end, `\n${' '.repeat(keyColumn)}${keyText}:${fieldText(value, undefined, keyColumn)}`)
}

/** The text an item or field occupies, from the start of its line (the `- `) to its line's end. */
function blockEntry(src: Source, { first, last }: ParsedEntry): [number, number] {
  return [lineStart(src.text, first.range![0]), lineEnd(src.text, contentEnd(src, last))]
}

function remove(src: Source, path: DataPath) {
  const parent = collectionAt(src, path.slice(0, -1))
  const entries = entriesOf(src, parent)
  const index = isSeq(parent) ? Number(path.at(-1)) : entries.findIndex((e) => e.key === path.at(-1))
  if (!entries[index]) throw new Error(`nothing to remove at ${path.join('.')}`)
  if (entries.length === 1) throw new Error(`${path.slice(0, -1).join('.')} would be empty: remove the whole list or field instead`)
  const entry = parsed(entries[index])
  const next = entries[index + 1] && parsed(entries[index + 1])
  const previous = entries[index - 1] && parsed(entries[index - 1])
  src.items.set(
    parent,
    entries.filter((_, i) => i !== index),
  )
  src.shortened.add(parent)
  if (parent.flow) {
    // The item and the comma after it, or for the last item the comma before it.
    if (next) return edit(src, entry.first.range![0], next.first.range![0], '')
    return edit(src, contentEnd(src, previous!.last), contentEnd(src, entry.last), '')
  }
  const [from, to] = blockEntry(src, entry)
  // The blank lines between entries stay as they were: a middle entry takes the gap after it, the
  // last one the gap before it.
  if (next) return edit(src, from, lineStart(src.text, next.first.range![0]), '')
  return edit(src, blockEntry(src, previous!)[1], to, '')
}

/** A new item's node as it will be parsed, for the next item added after it to be written like it. */
const itemNode = (text: string) => (parseDocument(text).contents as YAMLSeq<Node>).items[0]

function insert(src: Source, path: DataPath, value: unknown) {
  const seq = collectionAt(src, path.slice(0, -1))
  if (!isSeq(seq)) throw new Error(`${path.slice(0, -1).join('.')} is not a list`)
  if (src.shortened.has(seq)) throw new NeedsParse('an insert into a list with items removed')
  const entries = entriesOf(src, seq)
  const index = Number(path.at(-1))
  if (!entries.length || index < 0 || index > entries.length) throw new Error(`cannot insert at ${path.join('.')}`)
  const like = entries[Math.min(index, entries.length - 1)]!
  if (!like.node) throw new NeedsParse('an item written like one inserted before it')
  const last = entries.at(-1)!
  const added = (at: number, column: number, node?: Node) => src.items.set(seq, entries.toSpliced(index, 0, { node, added: { at, column } }))
  if (seq.flow) {
    const text = valueText(value, like.node, 'flow', 0)
    if (index < entries.length) {
      const at = parsed(entries[index]!).first.range![0]
      added(at, 0)
      return edit(src, at, at, `${text}, `)
    }
    const end = 'added' in last ? last.added.at : contentEnd(src, last.last)
    added(end, 0, itemNode(`[${text}]`))
    return edit(src, end, end, `, ${text}`)
  }
  const dashStart = 'added' in like ? -1 : lineStart(src.text, like.node.range![0])
  const dashColumn = 'added' in like ? like.added.column : column(src, dashStart + /^ */.exec(src.text.slice(dashStart))![0].length)
  const itemText = `${' '.repeat(dashColumn)}- ${valueText(value, like.node, 'block', dashColumn + 2)}`
  // The new item is separated from its neighbours the way the list's first two items are (items added
  // before this one were separated so too).
  const [one, two] = seq.items as Node[]
  const gap = two ? src.text.slice(blockEntry(src, { first: one!, last: one! })[1] + 1, lineStart(src.text, two.range![0])) : ''
  if (index < entries.length) {
    const at = lineStart(src.text, parsed(entries[index]!).first.range![0])
    added(at, dashColumn)
    return edit(src, at, at, `${itemText}\n${gap}`)
  }
  const end = 'added' in last ? last.added.at : blockEntry(src, last)[1]
  added(end, dashColumn, itemNode(itemText))
  return edit(src, end, end, `\n${gap}${itemText}`)
}

function move(src: Source, path: DataPath, by: -1 | 1) {
  const seq = collectionAt(src, path.slice(0, -1))
  if (!isSeq(seq)) throw new Error(`${path.slice(0, -1).join('.')} is not a list`)
  const entries = entriesOf(src, seq)
  const index = Number(path.at(-1))
  const [a, b] = [entries[Math.min(index, index + by)], entries[Math.max(index, index + by)]]
  if (!a || !b) throw new Error(`cannot move ${path.join('.')} ${by < 0 ? 'up' : 'down'}`)
  const [first, second] = [parsed(a).first, parsed(b).first]
  src.replaced.add(seq)
  // Items of one list start at the same column, so their texts can trade places as they are.
  const [aFrom, aTo, bFrom, bTo] = [first.range![0], contentEnd(src, first), second.range![0], contentEnd(src, second)]
  const t = src.text
  edit(src, aFrom, bTo, t.slice(bFrom, bTo) + t.slice(aTo, bFrom) + t.slice(aFrom, aTo))
}

function make(src: Source, edit: YamlEdit) {
  if (edit.op === 'set') return setValue(src, edit.path, edit.value)
  if (edit.op === 'remove') return remove(src, edit.path)
  if (edit.op === 'insert') return insert(src, edit.path, edit.value)
  return move(src, edit.path, edit.by)
}

/** The file's text with every edit made, in order, each on the text the one before left (parsed again). */
export function spliceEdits(text: string, edits: YamlEdit[]): string {
  return edits.reduce((before, e) => {
    const src = read(before)
    make(src, e)
    return spliced(src)
  }, text)
}

/** Every edit made on the one parse `src` (yaml-splice-source.ts): what spliceEdits makes of them, or NeedsParse. */
export function spliceOnOneParse(src: Source, edits: YamlEdit[]): string {
  for (const e of edits) make(src, e)
  return spliced(src)
}

/**
 * The file's text changed to hold `data`: only the values that differ from what the text holds are
 * rewritten. The result is read back and must be exactly `data`, or nothing is returned.
 */
export function spliceData(text: string, data: unknown): string {
  const src = read(text)
  const edits = dataEdits(src.doc.toJS(), data)
  let result: string
  try {
    result = spliceOnOneParse(src, edits)
  } catch (error) {
    // Not a diff's sequence of edits: each is made on a parse of the text the one before left.
    if (!(error instanceof NeedsParse)) throw error
    result = spliceEdits(text, edits)
  }
  // Read back as validation reads a file (js-yaml, yaml where it refuses; both read alike), which
  // takes a fifth of yaml's time on a large page.
  if (!isDeepStrictEqual(parseSource('', result).data, data)) throw new Error('the spliced text does not read back as the new data; nothing was written')
  return result
}
