// A YAML file of site/ parsed with its positions, so every problem can point at the exact line and
// column of the value that causes it. js-yaml reads it: its events carry the offsets, and it parses a
// page in about a tenth of the time yaml does, which was most of what validating a large site cost. A
// file js-yaml refuses (a slip, or YAML it does not take that yaml does) is read by yaml, whose errors
// name each slip's kind for schema/yaml-slips.ts. Both give the same data: the core schema of YAML 1.2
// (schema/yaml-parsers-agree.test.ts).
import { readFileSync } from 'node:fs'
import { constructFromEvents, parseEvents, YAMLException } from 'js-yaml'
import { LineCounter, parseDocument, type Document } from 'yaml'
import type { DataPath, Problem } from './problem.ts'
import { outlineFromDocument, outlineFromEvents, type Outline } from './yaml-outline.ts'

export type { DataPath } from './problem.ts'

export interface SourceFile {
  /** Path from the project root, as printed in problems: site/pages/payroll.yaml */
  name: string
  /** The file's text as written. */
  text: string
  /** Where each value is written; null for an empty file. */
  outline: Outline | null
  /** yaml's reading, only for a file js-yaml refused: its errors are the file's slips. */
  doc?: Document
  /** Where each line starts, counted when a position is first asked for. */
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
  // js-yaml takes a line of nothing but a tab among a block's lines, which yaml refuses; the editor
  // writes with yaml, so a file with a tab anywhere (rare in site/) is read by yaml.
  const read = (text.includes('\t') ? undefined : readWithJsYaml(text)) ?? readWithYaml(text)
  let lines: LineCounter | undefined
  return {
    name,
    text,
    ...read,
    get lines() {
      return (lines ??= countLines(text))
    },
  }
}

function readWithJsYaml(text: string): Pick<SourceFile, 'outline' | 'data'> | undefined {
  try {
    const events = parseEvents(text, {})
    const documents = constructFromEvents(events, { source: text })
    // Several documents in one file are a slip, named by yaml.
    if (documents.length > 1) return undefined
    const outline = outlineFromEvents(text, events)
    return outline === undefined ? undefined : { outline, data: documents[0] ?? null }
  } catch (error) {
    if (error instanceof YAMLException) return undefined
    throw error
  }
}

function readWithYaml(text: string): Pick<SourceFile, 'outline' | 'data' | 'doc'> {
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true })
  return { doc, outline: outlineFromDocument(text, doc), data: doc.errors.length ? undefined : readData(doc) }
}

function countLines(text: string): LineCounter {
  const lines = new LineCounter()
  lines.addNewLine(0)
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines.addNewLine(at + 1)
  return lines
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
  const { outline } = file
  if (!outline) return positionAt(file, 0)
  // A path into a value that is not there (a missing field) stops at the nearest existing parent.
  let row = 0
  for (const step of path) {
    const child = outline.child(row, step)
    if (child === undefined) break
    row = child
  }
  const keyRow = key === undefined ? undefined : outline.keyRow(row, key)
  return positionAt(file, outline.start(keyRow ?? row))
}

/** A problem at the value found at `path` in `file`. */
export function problemAt(file: SourceFile, path: DataPath, message: string): Problem {
  return { file: file.name, path, ...locate(file, path), message }
}
