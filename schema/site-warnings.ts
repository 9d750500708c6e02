// Mistakes that are valid YAML and pass the schema, and still show on the page as the editor did not
// mean: curly quotes around a value (shown with the quotes), Markdown or HTML typed into plain text
// (shown as typed), a list item that lost its `- ` (joined to the item above), a reference written
// with one brace. They are warnings: shown like errors, at their line, but the check stays green,
// because each can also be meant.
import { messages } from './messages.ts'
import type { Problem } from './problem.ts'
import { positionAt, type DataPath, type SourceFile } from './source-file.ts'
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
const maybeSlip = /[“‘*_[<#{]/

export function siteWarnings(files: SourceFile[]): Problem[] {
  const warnings: Problem[] = []
  for (const file of files) {
    const { outline } = file
    const lineOf = (offset: number) => positionAt(file, offset).line
    const warn = (row: number, path: DataPath, message: string) =>
      warnings.push({ file: file.name, path: [...path], ...positionAt(file, outline!.start(row)), message, severity: 'warning' })
    // A key's value is undefined: only values are looked at.
    walk(outline, file.data, (row, path, _, value) => {
      if (typeof value === 'string') {
        // Each kind of slip needs one of these characters; most text has none.
        if (!maybeSlip.test(value)) return
        if (wrappedInCurlyQuotes.test(value.trim())) warn(row, path, messages.curlyQuotesAround(value.trim()))
        // Paragraphs and bullets of prose take links, bold and italic; HTML is shown as typed there too.
        const prose = typeof path.at(-1) === 'number' && ['paragraphs', 'bullets'].includes(String(path.at(-2)))
        const typed = markup.find(([pattern, kind]) => pattern.test(value) && !(prose && kind !== '<html>' && kind !== '# heading'))
        if (typed) warn(row, path, messages.markupInText(typed[1]))
        const brace = singleBrace.exec(value)
        if (brace) warn(row, path, messages.singleBraceReference(brace[1]!))
      } else if (Array.isArray(value) && outline!.kind(row) === 'seq' && !outline!.flow(row)) {
        // In a list of one-line items, an item that runs over two lines was most likely two items.
        const items = outline!
          .children(row)
          .map((item, index) => ({ item, index }))
          .filter(({ item, index }) => outline!.plain(item) && typeof value[index] === 'string')
        if (items.length < 3) return
        const joined = items.filter(({ item }) => lineOf(outline!.start(item)) !== lineOf(outline!.end(item)))
        if (joined.length !== 1 || items.length - joined.length < 2) return
        const { item, index } = joined[0]!
        path.push(index)
        warn(item, path, messages.joinedListItem(value[index] as string, lineOf(outline!.start(item)) + 1))
        path.pop()
      }
    })
  }
  return warnings
}
