// How one scalar value is written into YAML source in a given style, so a changed value keeps the look
// of the value it replaces: plain stays plain where the new text reads back the same, single quotes
// stay single, a `>-` or `|` block keeps its style and indentation. Anything a style cannot hold is
// written in double quotes, which can hold every string.
import { parse, type Scalar } from 'yaml'

export type ScalarStyle = Scalar.Type

/** Where the text goes: a block map or list, or inside `{ … }` / `[ … ]`, where `,` `{` `}` matter. */
export type ScalarContext = 'block' | 'flow'

/** Whether `text`, written here, reads back as exactly `value` (the yaml package is the judge). */
function readsBack(text: string, value: unknown, context: ScalarContext): boolean {
  try {
    const read = context === 'flow' ? (parse(`[${text}]`) as unknown[])?.[0] : (parse(`key: ${text}`) as Record<string, unknown>)?.key
    return read === value
  } catch {
    return false
  }
}

// JSON's escapes are a subset of YAML's double-quoted ones, so JSON's string is a YAML string.
const doubleQuoted = (value: string) => JSON.stringify(value)
const singleQuoted = (value: string) => `'${value.replaceAll("'", "''")}'`

/**
 * A folded block (`>`): words wrapped at `width` columns. A single line break between two lines of
 * text folds back into one space, so the value is broken only at single spaces.
 */
function foldedLines(value: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of value.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  lines.push(line)
  return lines
}

/** `-` strips the final line break, nothing keeps one, `+` keeps them all. */
const chomping = (value: string) => (!value.endsWith('\n') ? '-' : value.endsWith('\n\n') ? '+' : '')

function blockText(value: string, style: 'BLOCK_FOLDED' | 'BLOCK_LITERAL', indent: number): string | undefined {
  const body = value.replace(/\n+$/, '')
  // A first line starting with a space would need an indentation indicator; tabs and trailing spaces
  // are easy to lose: double quotes say exactly what is there.
  if (!body || /^[ \t]|[ \t]$|\t|\n[ \t]| \n/.test(body) || (style === 'BLOCK_FOLDED' && /\n|  /.test(body))) return undefined
  const pad = ' '.repeat(indent)
  const lines = style === 'BLOCK_FOLDED' ? foldedLines(body, Math.max(40, 110 - indent)) : body.split('\n')
  return `${style === 'BLOCK_FOLDED' ? '>' : '|'}${chomping(value)}\n${lines.map((l) => (l ? pad + l : l)).join('\n')}`
}

/**
 * The source text of `value` in `style`, or in the nearest style that holds it. `indent` is the column
 * of a block scalar's lines.
 */
export function scalarText(value: unknown, style: ScalarStyle | undefined, context: ScalarContext, indent: number): string {
  if (typeof value !== 'string') {
    const text = value === null ? 'null' : String(value)
    if (readsBack(text, value, context)) return text
    throw new Error(`cannot write ${typeof value} ${text} as a YAML scalar`)
  }
  const candidates: (string | undefined)[] = []
  if (style === 'BLOCK_FOLDED' || style === 'BLOCK_LITERAL') {
    if (context === 'block') candidates.push(blockText(value, style, indent))
  } else if (style === 'QUOTE_SINGLE') candidates.push(value.includes('\n') ? undefined : singleQuoted(value))
  else if (style !== 'QUOTE_DOUBLE') candidates.push(value.includes('\n') || value !== value.trim() ? undefined : value)
  for (const text of candidates) if (text !== undefined && (text.startsWith('>') || text.startsWith('|') || readsBack(text, value, context))) return text
  return doubleQuoted(value)
}
