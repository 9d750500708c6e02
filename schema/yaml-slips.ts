// A file that does not parse as YAML: its first slip, in plain words, at its line. The `yaml` package
// finds the slip and names its kind (error.code); what it says about it is a parser's wording, so the
// kind and the line's text choose one of the catalogue's messages instead. Only the first slip is
// reported: after it, the parser's reading of the rest is guesswork, and one missing quote can become
// hundreds of problems.
import { isScalar, visit, type Node, type Pair, type YAMLError } from 'yaml'
import { messages } from './messages.ts'
import type { Problem } from './problem.ts'
import { pathAt } from './path-at.ts'
import { positionAt, type Position, type SourceFile } from './source-file.ts'
import { walk } from './yaml-walk.ts'

const curlyQuotes = /[“”‘’]/

/** The first thing in the file that keeps it from being read as data, or undefined when there is none. */
export function firstSlip(file: SourceFile): Problem | undefined {
  const error = [...(file.doc?.errors ?? [])].sort((a, b) => a.pos[0] - b.pos[0])[0]
  if (error) return problemAt(file, slipMessage(file, error))
  // A curly quote cannot be written without one in the text, so most files are spared that walk.
  return aliasProblem(file) ?? (curlyQuotes.test(file.text) ? curlyQuotesInList(file) : undefined)
}

/** A slip's problem, at the field whose text holds its position. */
const problemAt = (file: SourceFile, { message, ...at }: Position & { message: string }): Problem => ({
  file: file.name,
  path: pathAt(file, at),
  ...at,
  message,
})

function slipMessage(file: SourceFile, error: YAMLError): { line: number; col: number; message: string } {
  const at = positionAt(file, error.pos[0])
  const lines = file.text.split(/\r?\n/)
  const lineText = (n: number) => lines[n - 1] ?? ''
  const indent = (n: number) => /^ */.exec(lineText(n))![0].length
  const key = (n: number) => /^\s*(?:- )?([^\s:#][^:#]*?):(?:\s|$)/.exec(lineText(n))?.[1]
  // The nearest line above `n` with something on it (a blank line or a comment tells nothing).
  const above = (n: number) => {
    let m = n - 1
    while (m > 0 && /^\s*(#.*)?$/.test(lineText(m))) m--
    return m
  }
  const here = (message: string, line = at.line, col = at.col) => ({ line, col, message })
  const text = lineText(at.line)

  if (curlyQuotes.test(text)) return here(messages.yamlCurlyQuotes())
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return here(messages.yamlTab(), at.line, 1)
    case 'DUPLICATE_KEY': {
      const name = key(at.line) ?? text.trim()
      const first = firstKeyLine(file, error.pos[0], name)
      return here(messages.yamlDuplicateKey(name, first, at.line), at.line, indent(at.line) + 1)
    }
    case 'MULTILINE_IMPLICIT_KEY':
    case 'BLOCK_AS_IMPLICIT_KEY': {
      const glued = /^\s*(?:- )?([\w-]+):(\S.*)$/.exec(text)
      if (glued && !/^\/\//.test(glued[2]!)) return here(messages.yamlNoSpaceAfterColon(glued[1]!), at.line, text.indexOf(':') + 2)
      const value = text.slice(at.col - 1)
      if (/:\s/.test(value)) return here(messages.yamlColonInText(key(at.line) ?? 'this value'))
      const next = at.line + 1
      if (lineText(next).trim() && indent(next) > indent(at.line)) {
        return here(messages.yamlIndentedMore(key(at.line) ?? text.trim(), indent(at.line) + 1), next, indent(next) + 1)
      }
      break
    }
    case 'MISSING_CHAR':
      if (/quote/i.test(error.message)) return openQuote(file, at.line, lines) ?? here(messages.yamlUnclosedQuote())
      if (/without - indicator/.test(error.message)) return indentedLess(at.line)
      break
    case 'BAD_INDENT':
      if (/flow (sequence|collection)|end with a \]/i.test(error.message)) return unclosed('[', ']')
      if (/flow map|end with a \}/i.test(error.message)) return unclosed('{', '}')
      return indentedLess(at.line)
    case 'UNEXPECTED_TOKEN': {
      const stray = /flow-(map|seq)-end/.exec(error.message)?.[1]
      if (stray) return here(messages.yamlStrayBracket(stray === 'map' ? '}' : ']'))
      break
    }
    case 'BAD_DQ_ESCAPE':
      return here(messages.yamlBadEscape())
  }
  if (/flow map|\}/.test(error.message)) return unclosed('{', '}')
  if (/flow sequence|\]/.test(error.message)) return unclosed('[', ']')
  return here(messages.yamlSyntax())

  // The bracket is opened on the nearest line at or above the slip that opens more than it closes.
  function unclosed(open: string, close: string) {
    const count = (line: string, c: string) => line.split(c).length - 1
    let line = at.line
    while (line > 1 && count(lineText(line), open) <= count(lineText(line), close)) line--
    return here(messages.yamlUnclosedBracket(open, close), line, Math.max(1, lineText(line).lastIndexOf(open) + 1))
  }

  function indentedLess(line: number) {
    const previous = above(line)
    const bothItems = /^\s*- /.test(lineText(previous)) && /^\s*- /.test(lineText(line))
    const name = bothItems ? '- ' : (key(previous) ?? lineText(previous).trim())
    const column = indent(previous) + (/^\s*- /.test(lineText(previous)) && !bothItems ? 3 : 1)
    const message = indent(line) + 1 > column ? messages.yamlIndentedMore(name, column) : messages.yamlIndentedLess(name, column)
    return here(message, line, indent(line) + 1)
  }
}

/** The line of the earlier `name:` in the same mapping as the duplicate at `offset`. */
function firstKeyLine(file: SourceFile, offset: number, name: string): number {
  let found: number | undefined
  visit(file.doc!, {
    Map(_, map) {
      const keys = map.items.map((pair: Pair) => pair.key).filter((k): k is Node => isScalar(k) && k.value === name)
      if (keys.length > 1 && keys.some((k) => k.range?.[0] === offset)) found = positionAt(file, keys[0]!.range![0]).line
      if (found) return visit.BREAK
    },
  })
  return found ?? positionAt(file, offset).line
}

/** The line where a quote was opened and never closed: the last value before `line` that opens one. */
function openQuote(file: SourceFile, line: number, lines: string[]) {
  for (let n = Math.min(line, lines.length); n > 0; n--) {
    const col = lines[n - 1]!.search(/(?:^|[:\-,[{]\s*)["']/)
    if (col >= 0) return { line: n, col: lines[n - 1]!.indexOf(lines[n - 1]!.slice(col).match(/["']/)![0], col) + 1, message: messages.yamlUnclosedQuote() }
  }
  return undefined
}

// Anchors and aliases (&name, *name) let one value stand for another; site/ uses {{references}} to
// facts instead, and an alias whose anchor is missing cannot be read at all.
function aliasProblem(file: SourceFile): Problem | undefined {
  const { outline } = file
  if (!outline?.hasAnchors) return undefined
  let problem: Problem | undefined
  walk(outline, undefined, (row) => {
    const name = outline.anchor(row)
    if (name === undefined) return
    problem = problemAt(file, { ...positionAt(file, outline.start(row)), message: messages.yamlAlias(name) })
    return true
  })
  return problem
}

// Curly quotes are ordinary letters to YAML: inside a one-line `{ … }` item they do not protect a
// comma, and the item falls apart into fields that do not exist.
function curlyQuotesInList(file: SourceFile): Problem | undefined {
  const { outline } = file
  let problem: Problem | undefined
  walk(outline, undefined, (map) => {
    if (outline!.kind(map) !== 'map' || !outline!.flow(map)) return
    const row = outline!.children(map).find((child) => outline!.plain(child) && curlyQuotes.test(outline!.key(child)))
    if (row === undefined) return
    problem = problemAt(file, { ...positionAt(file, outline!.start(row)), message: messages.yamlCurlyQuotes() })
    return true
  })
  return problem
}
