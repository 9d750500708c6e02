// Every string of the site's files with its path, the text as written and the text the page shows for
// it ({{references}} filled in, links and emphasis read), so a click on shown text finds where it lives.
// Free of Node: the editor's server lists the saved files' strings with it, and the editor's page the
// strings of its drafts, so a text typed a moment ago or a fact just changed is found as well.
import { isInlineTextPath, parseInline, type Inline } from './inline-text.ts'
import { resolveText, strings } from './references.ts'

export interface ShownString {
  file: string
  path: (string | number)[]
  /** As written in the file. */
  raw: string
  /** As the page shows it. */
  shown: string
}

const plain = (parts: Inline[]): string =>
  parts.map((part) => (typeof part === 'string' ? part : plain('link' in part ? part.children : 'strong' in part ? part.strong : part.em))).join('')

/** Every string of the files, with the text the renderer shows for it; facts are site.yaml's. */
export function shownStrings(files: readonly { name: string; data?: unknown }[]): ShownString[] {
  const facts = files.find((f) => f.name === 'site.yaml')?.data
  return files.flatMap(({ name, data }) =>
    [...strings(data)].map(([raw, path]) => {
      const resolved = resolveText(raw, facts)
      const shown = name.startsWith('pages/') && isInlineTextPath(path) ? plain(parseInline(resolved)) : resolved
      return { file: name, path, raw, shown }
    }),
  )
}
