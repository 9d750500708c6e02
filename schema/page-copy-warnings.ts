// A page copied from another keeps the other's description and keywords until someone rewrites them,
// and search engines would then show the two pages alike. Two pages with the same description, or a
// page most of whose keywords are another page's, are warned about on each page: the check cannot
// tell which one is the copy, and the text may be meant, so it stays a warning and never fails a check.
import { messages } from './messages.ts'
import type { Problem } from './problem.ts'
import { problemAt, type SourceFile } from './source-file.ts'

interface PageMeta { file: SourceFile; path: string; description?: string; keywords: string[] }

const metaOf = (file: SourceFile): PageMeta | undefined => {
  const data = file.data as { path?: unknown; description?: unknown; keywords?: unknown } | undefined
  if (typeof data?.path !== 'string') return undefined
  const keywords = Array.isArray(data.keywords) ? data.keywords.filter((k): k is string => typeof k === 'string') : []
  return { file, path: data.path, description: typeof data.description === 'string' ? data.description.trim() : undefined, keywords }
}

export function pageCopyWarnings(pages: SourceFile[]): Problem[] {
  const metas = pages.flatMap((file) => metaOf(file) ?? [])
  const warnings: Problem[] = []
  const warn = (meta: PageMeta, key: string, message: string) => warnings.push({ ...problemAt(meta.file, [key], message), severity: 'warning' })
  // By description first: comparing every page with every other grows with the square of the pages.
  const byDescription = new Map<string, PageMeta[]>()
  for (const meta of metas) if (meta.description) byDescription.set(meta.description, [...(byDescription.get(meta.description) ?? []), meta])
  const byKeyword = new Map<string, PageMeta[]>()
  for (const meta of metas) for (const keyword of new Set(meta.keywords.map((k) => k.trim().toLowerCase()))) byKeyword.set(keyword, [...(byKeyword.get(keyword) ?? []), meta])

  for (const meta of metas) {
    const same = byDescription.get(meta.description ?? '')?.find((other) => other !== meta)
    if (same) warn(meta, 'description', messages.sameDescription(same.path))
    const shared = new Map<PageMeta, number>()
    for (const keyword of new Set(meta.keywords.map((k) => k.trim().toLowerCase()))) {
      for (const other of byKeyword.get(keyword) ?? []) if (other !== meta) shared.set(other, (shared.get(other) ?? 0) + 1)
    }
    const [most] = [...shared].sort((a, b) => b[1] - a[1])
    // One keyword in common is ordinary ("tax preparation Elk Grove"); most of them is a copy.
    if (most && most[1] >= 2 && most[1] * 2 > meta.keywords.length) warn(meta, 'keywords', messages.sameKeywords(most[1], meta.keywords.length, most[0].path))
  }
  return warnings
}
