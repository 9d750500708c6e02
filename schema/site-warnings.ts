// Mistakes that are valid YAML and pass the schema, and still show on the page as the editor did not
// mean: curly quotes around a value (shown with the quotes), Markdown or HTML typed into plain text
// (shown as typed), a list item that lost its `- ` (joined to the item above), a reference written
// with one brace. They are warnings: shown like errors, at their line, but the check stays green,
// because each can also be meant.
import { isPair, isScalar, isSeq, type Node, type Scalar } from 'yaml'
import { messages } from './messages.ts'
import type { Problem } from './problem.ts'
import { pathAt } from './path-at.ts'
import { positionAt, type Position, type SourceFile } from './source-file.ts'
import { walk } from './yaml-walk.ts'

const wrappedInCurlyQuotes = /^[“‘].*[”’]$/s
const markup: [RegExp, string][] = [
  [/\*\*[^*\s][^*]*\*\*/, '**bold**'],
  [/(^|\s)__[^_\s][^_]*__/, '__bold__'],
  [/\[[^\]]+\]\((https?:|\/|#|mailto:|tel:)[^)]*\)/, '[text](link)'],
  [/<\/?(a|b|i|em|strong|br|p|span|div|ul|li)\b[^>]*>/i, '<html>'],
  [/^#{1,6} \S/, '# heading'],
]
const singleBrace = /(?<!\{)\{([a-z]+\.[a-zA-Z.]+)\}(?!\})/

export function siteWarnings(files: SourceFile[]): Problem[] {
  const warnings: Problem[] = []
  for (const file of files) {
    const warnAt = (at: Position, message: string) => warnings.push({ file: file.name, path: pathAt(file, at), ...at, message, severity: 'warning' })
    const warn = (node: Node, message: string) => warnAt(positionAt(file, node.range?.[0] ?? 0), message)
    walk(file.doc, (key, node, path) => {
      if (isScalar(node)) {
        if (key === 'key' || typeof node.value !== 'string') return
        const text = node.value
        if (wrappedInCurlyQuotes.test(text.trim())) warn(node, messages.curlyQuotesAround(text.trim()))
        // Paragraphs and bullets of prose take links, bold and italic; HTML is shown as typed there too.
        const field = path.at(-2)
        const prose = isPair(field) && isScalar(field.key) && ['paragraphs', 'bullets'].includes(String(field.key.value))
        const typed = markup.find(([pattern, kind]) => pattern.test(text) && !(prose && kind !== '<html>' && kind !== '# heading'))
        if (typed) warn(node, messages.markupInText(typed[1]))
        const brace = singleBrace.exec(text)
        if (brace) warn(node, messages.singleBraceReference(brace[1]!))
      } else if (isSeq(node) && !node.flow) {
        const items = node.items.filter((item): item is Scalar => isScalar(item) && item.type === 'PLAIN' && typeof item.value === 'string')
        if (items.length < 2) return
        const spansLines = (item: Scalar) => positionAt(file, item.range![0]).line !== positionAt(file, item.range![1]).line
        // In a list of one-line items, an item that runs over two lines was most likely two items.
        const joined = items.filter(spansLines)
        if (joined.length === 1 && items.length - joined.length >= 2) {
          const item = joined[0]!
          const secondLine = positionAt(file, item.range![0]).line + 1
          warnAt(positionAt(file, item.range![0]), messages.joinedListItem(String(item.value), secondLine))
        }
      }
    })
  }
  return warnings
}
