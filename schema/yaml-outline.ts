// The shape of a YAML file with where each value is written: what the checks walk and point into, so
// every problem and warning can name its line. It is built from js-yaml's events, which carry the
// offsets (a tenth of the time of yaml's Document, which a large site's validation spent most of its
// time making), or, for a file js-yaml refuses, from yaml's Document (source-file.ts), so the checks
// after it do not care which parser read the file.
//
// It is one table of numbers, a row per value in the order they are written, and not an object per
// value: the site checker keeps every file's outline, and a large site's hundred thousand small
// objects cost more to keep (the garbage collector copies each one it keeps) than to make.
import { COLLECTION_STYLE, EVENT_ID, getScalarValue, SCALAR_STYLE, type Event, type ScalarEvent } from 'js-yaml'
import { isAlias, isMap, isScalar, isSeq, type Document, type Node } from 'yaml'

export type OutlineKind = 'scalar' | 'alias' | 'seq' | 'map'
const kinds: OutlineKind[] = ['scalar', 'alias', 'seq', 'map']
const plainFlag = 4
const flowFlag = 8
/** Numbers per row: kind and flags, start, end, and the rows of the value with all it holds. */
const stride = 4

/** A file's values; each is named by its row, the first (0) holding all the others. */
export class Outline {
  private readonly text: string
  private readonly rows: Int32Array
  /** Keys whose value is not their text as written (quoted, escaped); the others are read from the text. */
  private readonly keys: ReadonlyMap<number, string>
  /** The anchor written before a value (`&name`), or the one an alias (`*name`) names. */
  private readonly anchors: ReadonlyMap<number, string>

  constructor(text: string, rows: Int32Array, keys: ReadonlyMap<number, string>, anchors: ReadonlyMap<number, string>) {
    this.text = text
    this.rows = rows
    this.keys = keys
    this.anchors = anchors
  }

  kind(row: number): OutlineKind {
    return kinds[this.rows[row * stride]! & 3]!
  }
  /** A scalar written without quotes and not as a block (`|`, `>`). */
  plain(row: number): boolean {
    return (this.rows[row * stride]! & plainFlag) !== 0
  }
  /** A collection written in brackets. */
  flow(row: number): boolean {
    return (this.rows[row * stride]! & flowFlag) !== 0
  }
  /** Offsets of the value's text, end excluded; a quoted scalar's quotes are part of it. */
  start(row: number): number {
    return this.rows[row * stride + 1]!
  }
  end(row: number): number {
    return this.rows[row * stride + 2]!
  }
  anchor(row: number): string | undefined {
    return this.anchors.get(row)
  }
  get hasAnchors(): boolean {
    return this.anchors.size > 0
  }
  /** A scalar's value as a key names it. */
  key(row: number): string {
    return this.keys.get(row) ?? this.text.slice(this.start(row), this.end(row))
  }
  /** The rows a collection holds, in order; a mapping's are its keys and values by turns. */
  children(row: number): number[] {
    const children: number[] = []
    const last = row + this.rows[row * stride + 3]!
    for (let child = row + 1; child < last; child += this.rows[child * stride + 3]!) children.push(child)
    return children
  }
  /** The row of the key `name` in the mapping at `row`, if it has one. */
  keyRow(row: number, name: string): number | undefined {
    if (this.kind(row) !== 'map') return undefined
    return this.children(row).find((child, i) => i % 2 === 0 && this.key(child) === name)
  }
  /** The row of a mapping's value at the key `step`, or of a sequence's item at the index `step`. */
  child(row: number, step: string | number): number | undefined {
    const kind = this.kind(row)
    if (kind === 'seq') return typeof step === 'number' ? this.children(row)[step] : undefined
    const key = this.keyRow(row, String(step))
    // A key's value is the row after the key and all the key holds.
    return key === undefined ? undefined : key + this.rows[key * stride + 3]!
  }
}

/** Rows written in order; a collection's size is set when all it holds is written. */
class OutlineWriter {
  private rows = new Int32Array(64 * stride)
  private count = 0
  readonly keys = new Map<number, string>()
  readonly anchors = new Map<number, string>()

  open(
    kind: OutlineKind,
    start: number,
    end: number,
    { plain = false, flow = false, anchor }: { plain?: boolean; flow?: boolean; anchor?: string } = {},
  ): number {
    if ((this.count + 1) * stride > this.rows.length) {
      const grown = new Int32Array(this.rows.length * 2)
      grown.set(this.rows)
      this.rows = grown
    }
    const row = this.count++
    const at = row * stride
    this.rows[at] = kinds.indexOf(kind) | (plain ? plainFlag : 0) | (flow ? flowFlag : 0)
    this.rows[at + 1] = start
    this.rows[at + 2] = end
    this.rows[at + 3] = 1
    if (anchor !== undefined) this.anchors.set(row, anchor)
    return row
  }

  /** Closes a collection: it holds the rows written since, and ends where the last of them ends. */
  close(row: number, end: number) {
    this.rows[row * stride + 2] = end
    this.rows[row * stride + 3] = this.count - row
  }

  finish(text: string): Outline {
    return new Outline(text, this.rows.slice(0, this.count * stride), this.keys, this.anchors)
  }
}

const quoted = new Set<number>([SCALAR_STYLE.SINGLE_QUOTED, SCALAR_STYLE.DOUBLE_QUOTED])
const block = new Set<number>([SCALAR_STYLE.LITERAL_BLOCK, SCALAR_STYLE.FOLDED_BLOCK])
// A plain key that may be a number, true/false or empty rather than text: one starting as a number
// does, or one of the words YAML reads as such.
const maybeNotText = /^(?:[-+.\d~]|(?:null|true|false)$)/i
// Spaces, line breaks and comments, then one indicator (`-`, `:`, `?`) and the spaces after it.
const emptyValueStart = /(?:\s|#.*)*[-:?]?[ \t]*/y

/**
 * Where a scalar's text starts, as yaml counts it: at its opening quote, and for a block (`>-` and the
 * lines under it) at the `>` or `|` that opens it, where an editor sees the field, not at the line
 * after it where js-yaml's value starts. An empty value (`heading:` or `- ` and nothing) has no text:
 * it sits after its `:` or `- `, where yaml puts it. `from` is where the text before it ends (the
 * key, the item before, or the start of the list it opens).
 */
function scalarStart(text: string, event: ScalarEvent, from: number): number {
  if (event.valueStart < 0) {
    emptyValueStart.lastIndex = from
    emptyValueStart.exec(text)
    return emptyValueStart.lastIndex
  }
  if (quoted.has(event.style)) return event.valueStart - 1
  if (!block.has(event.style)) return event.valueStart
  // The opener is the first > or | after what came before, on the line before the block's text.
  const lineStart = Math.max(from, text.lastIndexOf('\n', event.valueStart - 2) + 1)
  const opener = text.slice(lineStart, event.valueStart).search(/[|>]/)
  return opener < 0 ? event.valueStart : lineStart + opener
}

/**
 * The outline of the one document of `events` (parseEvents of `text`), or null for an empty file; or
 * undefined for a file with a key that may not be text (`1:`, `null:`, `:` alone), which js-yaml and
 * yaml name differently (`null` and ``): yaml reads those, so the editor and the checks name its
 * fields alike.
 */
export function outlineFromEvents(text: string, events: Event[]): Outline | null | undefined {
  if (events.length < 2) return null
  const out = new OutlineWriter()
  let unsure = false
  let next = 1 // events[0] opens the document
  let lastEnd = 0
  const anchorOf = (event: { anchorStart: number; anchorEnd: number }) => (event.anchorStart < 0 ? undefined : text.slice(event.anchorStart, event.anchorEnd))
  const write = (isKey: boolean, parentStart: number) => {
    const event = events[next++]!
    if (event.type === EVENT_ID.SCALAR) {
      const start = scalarStart(text, event, Math.max(lastEnd, parentStart))
      if (event.valueStart >= 0) lastEnd = event.valueEnd + (quoted.has(event.style) ? 1 : 0)
      const plain = event.style === SCALAR_STYLE.PLAIN
      const row = out.open('scalar', start, Math.max(start, lastEnd), { plain, anchor: anchorOf(event) })
      if (isKey && plain && (event.valueStart < 0 || maybeNotText.test(text.slice(event.valueStart, event.valueEnd)))) unsure = true
      if (isKey && !(plain && event.fast)) out.keys.set(row, getScalarValue(text, event))
    } else if (event.type === EVENT_ID.ALIAS) {
      out.open('alias', event.anchorStart - 1, event.anchorEnd, { anchor: anchorOf(event) })
      lastEnd = event.anchorEnd
    } else if (event.type === EVENT_ID.SEQUENCE || event.type === EVENT_ID.MAPPING) {
      const row = out.open(event.type === EVENT_ID.SEQUENCE ? 'seq' : 'map', event.start, event.start, {
        flow: event.style === COLLECTION_STYLE.FLOW,
        anchor: anchorOf(event),
      })
      for (let i = 0; events[next]!.type !== EVENT_ID.POP; i++) write(event.type === EVENT_ID.MAPPING && i % 2 === 0, event.start)
      next++ // the event that closes it
      // A collection ends with its last value (a flow collection's closing bracket is not looked at).
      out.close(row, Math.max(lastEnd, event.start + 1))
    } else throw new Error(`js-yaml's event ${next - 1} opens no value`)
  }
  write(false, 0)
  return unsure ? undefined : out.finish(text)
}

/** The outline of a Document yaml read (a file js-yaml refused), or null for an empty one. */
export function outlineFromDocument(text: string, doc: Document): Outline | null {
  if (!doc.contents) return null
  const out = new OutlineWriter()
  const write = (node: unknown, at: number, isKey: boolean): number => {
    const [start, end] = (node as Node | null)?.range ?? [at, at]
    const anchor = isAlias(node) ? node.source : ((node as { anchor?: string } | null)?.anchor ?? undefined)
    if (isAlias(node)) out.open('alias', start, end, { anchor })
    else if (isSeq(node) || isMap(node)) {
      const row = out.open(isSeq(node) ? 'seq' : 'map', start, end, { flow: !!node.flow, anchor })
      let last = start
      if (isSeq(node)) for (const item of node.items) last = write(item, last, false)
      else for (const pair of node.items) last = write(pair.value, write(pair.key, last, true), false)
      out.close(row, Math.max(end, last))
    } else {
      const row = out.open('scalar', start, end, { plain: !isScalar(node) || node.type === 'PLAIN', anchor })
      if (isKey) out.keys.set(row, String(isScalar(node) ? (node.value ?? '') : ''))
    }
    return end
  }
  write(doc.contents, 0, false)
  return out.finish(text)
}
