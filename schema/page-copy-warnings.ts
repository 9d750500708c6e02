// A page copied from another keeps the other's description and keywords until someone rewrites them,
// and search engines would then show the two pages alike. Two pages with the same description, or a
// page most of whose keywords are another page's, are warned about on each page: the check cannot
// tell which one is the copy, and the text may be meant, so it stays a warning and never fails a check.
import { messages } from './messages.ts'
import type { Problem } from './problem.ts'
import { problemAt, type SourceFile } from './source-file.ts'

interface PageMeta {
  file: SourceFile
  path: string
  description?: string
  keywords: string[]
  distinct: string[]
  keywordSet: string
}

const metaOf = (file: SourceFile): PageMeta | undefined => {
  const data = file.data as { path?: unknown; description?: unknown; keywords?: unknown } | undefined
  if (typeof data?.path !== 'string') return undefined
  const keywords = Array.isArray(data.keywords) ? data.keywords.filter((k): k is string => typeof k === 'string') : []
  const distinct = [...new Set(keywords.map((k) => k.trim().toLowerCase()))]
  const description = typeof data.description === 'string' ? data.description.trim() : undefined
  return { file, path: data.path, description, keywords, distinct, keywordSet: [...distinct].sort().join('\n') }
}

function groupBy<K>(metas: PageMeta[], keysOf: (meta: PageMeta) => K[]): Map<K, PageMeta[]> {
  const groups = new Map<K, PageMeta[]>()
  for (const meta of metas) {
    for (const key of keysOf(meta)) {
      const group = groups.get(key)
      if (group) group.push(meta)
      else groups.set(key, [meta])
    }
  }
  return groups
}

export function pageCopyWarnings(pages: SourceFile[]): Problem[] {
  const metas = pages.flatMap((file) => metaOf(file) ?? [])
  const warnings: Problem[] = []
  const warn = (meta: PageMeta, key: string, message: string) => warnings.push({ ...problemAt(meta.file, [key], message), severity: 'warning' })
  // Pages are grouped by description and by keyword first: comparing every page with every other
  // grows with the square of the pages.
  const byDescription = groupBy(metas, (meta) => (meta.description ? [meta.description] : []))
  const byKeyword = groupBy(metas, (meta) => meta.distinct)
  const byKeywordSet = groupBy(metas, (meta) => [meta.keywordSet])

  // The page sharing most of `meta`'s keywords, and how many. A copy whose keywords nobody rewrote
  // shares all of them with its original, the most any page can: it is found by its set at once,
  // without counting its keywords on every other copy.
  const mostShared = (meta: PageMeta): [PageMeta, number] | undefined => {
    const twin = byKeywordSet.get(meta.keywordSet)!.find((other) => other !== meta)
    if (twin) return [twin, meta.distinct.length]
    const shared = new Map<PageMeta, number>()
    for (const keyword of meta.distinct) {
      for (const other of byKeyword.get(keyword)!) if (other !== meta) shared.set(other, (shared.get(other) ?? 0) + 1)
    }
    let most: [PageMeta, number] | undefined
    for (const entry of shared) if (!most || entry[1] > most[1]) most = entry
    return most
  }

  for (const meta of metas) {
    const same = byDescription.get(meta.description ?? '')?.find((other) => other !== meta)
    if (same) warn(meta, 'description', messages.sameDescription(same.path))
    const most = mostShared(meta)
    // One keyword in common is ordinary ("tax preparation Elk Grove"); most of them is a copy.
    if (most && most[1] >= 2 && most[1] * 2 > meta.keywords.length) warn(meta, 'keywords', messages.sameKeywords(most[1], meta.keywords.length, most[0].path))
  }
  return warnings
}
