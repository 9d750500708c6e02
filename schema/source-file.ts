// A YAML file of site/ parsed with its positions, so every problem can point at the exact line and
// column of the value that causes it.
import { readFileSync } from 'node:fs'
import { isMap, isScalar, LineCounter, parseDocument, type Document, type Node, type Pair } from 'yaml'
import type { Problem } from './problem.ts'

export type DataPath = (string | number)[]

export interface SourceFile {
  /** Path from the project root, as printed in problems: site/pages/payroll.yaml */
  name: string
  /** The file's text as written. */
  text: string
  doc: Document
  lines: LineCounter
  data: unknown
}

export interface Position {
  line: number
  col: number
}

export function parseSourceFile(name: string, absolutePath: string): SourceFile {
  return parseSource(name, readFileSync(absolutePath, 'utf8'))
}

export function parseSource(name: string, text: string): SourceFile {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true })
  return { name, text, doc, lines, data: doc.errors.length ? undefined : readData(doc) }
}

// An alias whose anchor is missing (`heading: *x`) parses, then cannot be turned into data; the
// validator reports it (schema/yaml-slips.ts), so here it only leaves the data out.
function readData(doc: Document): unknown {
  try {
    return doc.toJS()
  } catch {
    return undefined
  }
}

export function positionAt(file: SourceFile, offset: number): Position {
  return file.lines.linePos(offset)
}

/** The position of the value at `path`, or of its key when `key` is given (for unknown fields). */
export function locate(file: SourceFile, path: DataPath, key?: string): Position {
  let node = file.doc.getIn(path, true) as Node | undefined
  // A path into a value that is not there (a missing field) falls back to the nearest existing parent.
  for (let depth = path.length - 1; !node && depth >= 0; depth--) node = file.doc.getIn(path.slice(0, depth), true) as Node | undefined
  node ??= file.doc.contents ?? undefined
  if (key !== undefined && isMap(node)) {
    const pair = node.items.find((p: Pair) => isScalar(p.key) && p.key.value === key)
    const keyNode = pair?.key as Node | undefined
    if (keyNode?.range) return positionAt(file, keyNode.range[0])
  }
  return positionAt(file, node?.range?.[0] ?? 0)
}

/** A problem at the value found at `path` in `file`. */
export function problemAt(file: SourceFile, path: DataPath, message: string): Problem {
  return { file: file.name, path, ...locate(file, path), message }
}
