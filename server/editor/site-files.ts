// The files of site/ as the editor knows them: each one's name (pages/home.yaml), its text as written
// and its data, and every string in it with its path, the text as written and the text the page shows
// ({{references}} filled in, links and emphasis read), so a click on shown text finds where it lives.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { isInlineTextPath, parseInline, type Inline } from '../../schema/inline-text.ts'
import { resolveText, strings } from '../../schema/references.ts'
import type { DataPath } from '../../schema/source-file.ts'

export interface SiteString {
  file: string
  path: DataPath
  /** As written in the file. */
  raw: string
  /** As the page shows it. */
  shown: string
}

export interface SiteFile {
  name: string
  text: string
  data: unknown
}

function siteFileNames(siteDir: string): string[] {
  const pages = readdirSync(join(siteDir, 'pages')).filter((f) => f.endsWith('.yaml')).sort()
  return ['site.yaml', 'testimonials.yaml', ...pages.map((f) => `pages/${f}`)]
}

export function readSiteFiles(siteDir: string): SiteFile[] {
  return siteFileNames(siteDir).map((name) => {
    const text = readFileSync(join(siteDir, name), 'utf8')
    return { name, text, data: parse(text) }
  })
}

const plain = (parts: Inline[]): string => parts.map((part) =>
  typeof part === 'string' ? part : plain('link' in part ? part.children : 'strong' in part ? part.strong : part.em)).join('')

/** Every string of the files, with the text the renderer shows for it. */
export function siteStrings(files: SiteFile[]): SiteString[] {
  const facts = files.find((f) => f.name === 'site.yaml')?.data
  return files.flatMap(({ name, data }) => [...strings(data)].map(([raw, path]) => {
    const resolved = resolveText(raw, facts)
    const shown = name.startsWith('pages/') && isInlineTextPath(path) ? plain(parseInline(resolved)) : resolved
    return { file: name, path, raw, shown }
  }))
}
