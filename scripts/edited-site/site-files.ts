// The site's YAML files as scripts/edited-site/edits.ts edits them: each parsed once through the
// `yaml` package's document (comments and the rest of the file stay as written) and written back once.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isMap, isScalar, isSeq, parseDocument, YAMLMap, type Document } from 'yaml'

// Folded text is folded at the width site/ is written at.
const format = { lineWidth: 104 }

/** The site's YAML files, parsed once and written back once. */
export class SiteFiles {
  private readonly docs = new Map<string, Document>()
  readonly dir: string
  constructor(dir: string) {
    this.dir = dir
  }

  doc(file: string): Document {
    let doc = this.docs.get(file)
    if (!doc) this.docs.set(file, (doc = parseDocument(readFileSync(join(this.dir, file), 'utf8'))))
    return doc
  }
  get config() {
    return this.doc('site.yaml')
  }
  pageFiles(): string[] {
    return readdirSync(join(this.dir, 'pages'))
      .filter((f) => f.endsWith('.yaml'))
      .sort()
      .map((f) => `pages/${f}`)
  }
  pageAt(path: string): string | undefined {
    return [...this.pageFiles(), ...this.docs.keys()].find((f) => f.startsWith('pages/') && this.doc(f).get('path') === path)
  }
  add(file: string, doc: Document) {
    this.docs.set(file, doc)
  }
  /** Every section of every page, with the file it is in. */
  sections(type?: string): { file: string; section: YAMLMap }[] {
    return this.pageFiles().flatMap((file) =>
      itemsOf(this.doc(file).get('sections'))
        .filter((s): s is YAMLMap => isMap(s) && (!type || s.get('type') === type))
        .map((section) => ({ file, section })),
    )
  }
  /** Writes the files an edit changed; a file no edit touched keeps its bytes. */
  save() {
    for (const [file, doc] of this.docs) {
      const path = join(this.dir, file)
      const written = doc.toString(format)
      if (!existsSync(path) || written !== parseDocument(readFileSync(path, 'utf8')).toString(format)) writeFileSync(path, written)
    }
  }
}

export const itemsOf = (node: unknown): unknown[] => (isSeq(node) ? node.items : [])
export const text = (node: unknown): string | undefined =>
  isScalar(node) && typeof node.value === 'string' ? node.value : typeof node === 'string' ? node : undefined
