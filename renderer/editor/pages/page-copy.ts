// A new page made by copying one: its file (pages/<name>.yaml) with the new path and title, and an entry
// beside each of the copied page's entries in the menu and footer of site.yaml. Each is a change of the
// history, so Undo takes the new page back whole; Save writes the new file with yaml's own writer.
import type { Page } from '../../../schema/generated/site-types.ts'
import type { Change, DataPath } from '../drafts/edit-history.ts'
import { fileOf } from './page-address.ts'

type Link = { label?: string; to?: string }

/** The lists of site.yaml that hold a link to `path`, each with the list as it would be with the copy's entry. */
function entryChanges(data: unknown, oldPath: string, newPath: string, title: string, at: DataPath = []): Change[] {
  if (Array.isArray(data)) {
    const own = data.flatMap((item: Link, i) => (item && typeof item === 'object' && item.to === oldPath ? [i] : []))
    const inner = data.flatMap((item, i) => entryChanges(item, oldPath, newPath, title, [...at, i]))
    if (!own.length) return inner
    const after = data.flatMap((item: Link, i) => (own.includes(i) ? [item, { ...item, label: title, to: newPath }] : [item]))
    return [...inner, { file: 'site.yaml', path: at, before: data, after }]
  }
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([key, value]) => entryChanges(value, oldPath, newPath, title, [...at, key]))
  return []
}

/** `newPath` is a plain address (page-address.ts checks it before a copy is made). */
export function pageCopy(page: { path: string }, site: unknown, newPath: string, title: string): Change[] {
  const copy = { ...structuredClone(page), path: newPath, title }
  return [{ file: fileOf(newPath), path: [], before: undefined, after: copy }, ...entryChanges(site, page.path, newPath, title)]
}

/** Every page as drafted now, saved or new, by its file and address. */
export function pagesNow(saved: Record<string, unknown>, drafted: Record<string, unknown>): { file: string; path: string; title: string }[] {
  return Object.entries({ ...saved, ...drafted }).flatMap(([file, data]) => {
    const { path, title } = (data ?? {}) as Partial<Page>
    return file.startsWith('pages/') && typeof path === 'string' ? [{ file, path, title: typeof title === 'string' && title.trim() ? title : path }] : []
  })
}
