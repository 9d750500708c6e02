// The source text of a new value (an added field, an inserted list item) written like a sibling that
// is already there: a `{ … }` item stays one line, a block map stays a block, and each field takes the
// quoting of the sibling's field of the same name.
import { isMap, isScalar, isSeq, type Node, type Pair } from 'yaml'
import { scalarText, type ScalarContext } from './yaml-scalar-text.ts'

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

/** The sibling's value of the same field, to copy its style. */
function fieldOf(like: Node | undefined, key: string): Node | undefined {
  if (!isMap(like)) return undefined
  const pair = (like.items as Pair<Node, Node>[]).find((p) => isScalar(p.key) && p.key.value === key)
  return pair?.value ?? undefined
}

const keyText = (key: string) => scalarText(key, 'PLAIN', 'flow', 0)

/**
 * `value` written to start at `column` (where its first character goes) in a block or flow context.
 * Block collections put their later lines at `column`; a nested block value goes on the next lines,
 * two spaces further in.
 */
export function valueText(value: unknown, like: Node | undefined, context: ScalarContext, column: number): string {
  if (Array.isArray(value)) {
    const item = isSeq(like) ? (like.items[0] as Node | undefined) : undefined
    if (context === 'flow' || (isSeq(like) && like.flow) || value.length === 0) {
      return `[${value.map((v) => valueText(v, item, 'flow', 0)).join(', ')}]`
    }
    const pad = ' '.repeat(column)
    return value.map((v, i) => `${i ? pad : ''}- ${valueText(v, item, 'block', column + 2)}`).join('\n')
  }
  if (isRecord(value)) {
    const entries = Object.entries(value)
    if (context === 'flow' || (isMap(like) && like.flow) || entries.length === 0) {
      const inner = entries.map(([k, v]) => `${keyText(k)}: ${valueText(v, fieldOf(like, k), 'flow', 0)}`).join(', ')
      return inner ? `{ ${inner} }` : '{}'
    }
    const pad = ' '.repeat(column)
    return entries.map(([k, v], i) => `${i ? pad : ''}${keyText(k)}:${fieldText(v, fieldOf(like, k), column)}`).join('\n')
  }
  // A list item's block scalar lines line up with the item's text.
  return scalarText(value, isScalar(like) ? like.type : undefined, context, column)
}

/** What follows `key:` in a block map whose keys start at `column`. */
export function fieldText(value: unknown, like: Node | undefined, column: number): string {
  const nested = (Array.isArray(value) && value.length > 0) || (isRecord(value) && Object.keys(value).length > 0)
  const flow = (isMap(like) || isSeq(like)) && like.flow
  // A block scalar's lines go two spaces in from the key that holds it.
  if (!nested || flow) return ` ${valueText(value, like, 'block', column + 2)}`
  const inner = column + 2
  return `\n${' '.repeat(inner)}${valueText(value, like, 'block', inner)}`
}
