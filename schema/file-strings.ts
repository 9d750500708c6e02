// The strings of one file that the checks of the whole site look at: every {{reference}}, every link
// target (a link field of safe-links.ts, or a link written in prose) and every picture a field names, each with its path.
// Finding them walks all of the file's data; what they are depends on the file's text alone, so they
// are found once per parse and kept with it (the site checker keeps the parse of an unchanged file).
import { inlineLinks, isInlineTextPath } from './inline-text.ts'
import { referencePattern, strings } from './references.ts'
import { linkKindAt, type LinkKind } from './safe-links.ts'
import type { DataPath, SourceFile } from './source-file.ts'

export interface FileStrings {
  references: { reference: string; path: DataPath }[]
  links: { target: string; path: DataPath; kind: LinkKind }[]
  images: { image: string; path: DataPath }[]
}

const kept = new WeakMap<SourceFile, FileStrings>()

export function fileStrings(file: SourceFile): FileStrings {
  let found = kept.get(file)
  if (found) return found
  found = { references: [], links: [], images: [] }
  for (const [text, path] of strings(file.data)) {
    if (text.includes('{{')) for (const [, reference] of text.matchAll(referencePattern)) found.references.push({ reference: reference!, path })
    const last = path[path.length - 1]
    const kind = linkKindAt(path)
    if (kind) found.links.push({ target: text, path, kind })
    if (isInlineTextPath(path)) for (const target of inlineLinks(text)) found.links.push({ target, path, kind: 'link' })
    if (last === 'image') found.images.push({ image: text, path })
  }
  kept.set(file, found)
  return found
}
