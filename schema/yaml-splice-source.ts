// The text yaml-splice.ts edits, parsed once, and the splices made on it so far. Every edit of one save
// is worked out on this one parse (a page of 2,000 sections parsed again for each of its 2,000 edits
// took a minute and held the editor's server all along): a splice names a range of the text as it was
// parsed, and they are all made at the end, in one pass. Where an edit changes a map's or a list's
// items (a removal, an insertion, an added field), the items as they are now are kept here, so the
// next edit of that collection sees them as it would after a parse of the edited text.
import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml'
import type { DataPath } from './source-file.ts'

/** The text from `from` to `to` (offsets in the text as parsed) replaced with `text`. */
interface Splice {
  from: number
  to: number
  text: string
}

/** An item of a list or a field of a map as parsed: where its text starts and ends. */
export interface ParsedEntry {
  first: Node
  last: Node
  /** A map's field: its key. */
  key?: unknown
  /** The list item itself, to write a new item like it. */
  node?: Node
}

/** An entry, or one added since the parse: where its text went in the parsed text, and the column its `- ` or key starts at. */
export type Entry = ParsedEntry | { key?: unknown; node?: Node; added: { at: number; column: number } }

export interface Source {
  text: string
  doc: Document
  lines: LineCounter
  splices: Splice[]
  /** The items of each collection an edit changed, as they are now. */
  items: Map<Node, Entry[]>
  /** Values replaced whole, and lists with items moved: nothing inside them can be edited any more. */
  replaced: Set<Node>
  /** Lists an item was removed from. */
  shortened: Set<Node>
}

/** An edit this one pass does not work out (never one of spliceData's): the caller parses again for each edit. */
export class NeedsParse extends Error {}

export function read(text: string): Source {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, keepSourceTokens: false })
  if (doc.errors.length) throw new Error(`the file does not parse as YAML: ${doc.errors[0].message}`)
  return { text, doc, lines, splices: [], items: new Map(), replaced: new Set(), shortened: new Set() }
}

export const column = (src: Source, offset: number) => src.lines.linePos(offset).col - 1
export const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1
export const lineEnd = (text: string, offset: number) => (text.indexOf('\n', offset) + 1 || text.length + 1) - 1
/** Where the text before `offset` ends, less the white space it ends with. */
export function textEnd(text: string, offset: number) {
  let end = offset
  while (end > 0 && /\s/.test(text[end - 1]!)) end--
  return end
}
/** Where a node's own text ends: before the line breaks and blank lines a block value ends with. */
export const contentEnd = (src: Source, node: Node) => textEnd(src.text, node.range![1])
/** The line after the one `offset` is on. */
export function nextLine(text: string, offset: number) {
  const lineBreak = text.indexOf('\n', offset)
  return lineBreak < 0 ? '' : text.slice(lineBreak + 1, lineEnd(text, lineBreak + 1))
}

/** The node at `path`; none of the collections on the way to it may have been changed by an earlier edit. */
export function nodeAt(src: Source, path: DataPath): Node | undefined {
  let node = src.doc.contents as Node | undefined
  for (let i = 0; i <= path.length; i++) {
    if (node && src.replaced.has(node)) throw new NeedsParse('inside a value replaced whole')
    if (i === path.length || !node) return node
    if (src.items.has(node)) throw new NeedsParse('through a changed collection')
    node = (isMap(node) || isSeq(node) ? node.get(path[i], true) : undefined) as Node | undefined
  }
  return node
}

export function collectionAt(src: Source, path: DataPath): YAMLMap<Node, Node> | YAMLSeq<Node> {
  const node = nodeAt(src, path)
  if (!isMap(node) && !isSeq(node)) throw new Error(`nothing to edit at ${path.join('.') || 'the top'}: not a map or a list`)
  return node as YAMLMap<Node, Node> | YAMLSeq<Node>
}

/** A collection's items as they are now. */
export function entriesOf(src: Source, parent: YAMLMap<Node, Node> | YAMLSeq<Node>): Entry[] {
  const now = src.items.get(parent)
  if (now) return now
  if (isSeq(parent)) return (parent.items as Node[]).map((item) => ({ first: item, last: item, node: item }))
  return (parent.items as Pair<Node, Node>[]).map((p) => ({ first: p.key, last: p.value ?? p.key, key: (p.key as { value?: unknown }).value ?? p.key }))
}

/** An entry, where the edit needs one that was parsed. */
export function parsed(entry: Entry): ParsedEntry {
  if ('added' in entry) throw new NeedsParse('an item added by an earlier edit')
  return entry
}

/**
 * Records a splice. One that covers splices made earlier (the items removed before it) takes their
 * place; one that cuts through another is beyond this pass. The splices are kept in the order of the
 * text, at one place in the order they were made: a save's edits come mostly in the text's order, so
 * the place is found from the end.
 */
export function edit(src: Source, from: number, to: number, text: string) {
  const { splices } = src
  let at = splices.length
  while (at > 0 && (splices[at - 1]!.from > from || (splices[at - 1]!.from === from && splices[at - 1]!.to > to))) at--
  // The splices this one overlaps (one made at its edges, adding text there, stays).
  let first = at
  while (first > 0 && splices[first - 1]!.to > from) first--
  let last = at
  while (last < splices.length && splices[last]!.from < to) last++
  if (splices.slice(first, last).some((s) => s.from < from || s.to > to)) throw new NeedsParse('two edits of one range')
  splices.splice(first, last - first, { from, to, text })
}

/** The text with every splice made. */
export function spliced(src: Source): string {
  const parts: string[] = []
  let at = 0
  for (const s of src.splices) {
    parts.push(src.text.slice(at, s.from), s.text)
    at = Math.max(at, s.to)
  }
  parts.push(src.text.slice(at))
  return parts.join('')
}
