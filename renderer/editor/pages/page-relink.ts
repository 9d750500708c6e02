// When a page's address changes, the links that went to it (menu and footer entries, buttons, links
// written in prose, with or without a #section) would lead nowhere; the validator reports each of them.
// These are the changes that point them to the new address, one per text, so Undo can take them back.
import { inlineLinks, isInlineTextPath } from '../../../schema/inline-text.ts'
import { strings } from '../../../schema/references.ts'
import { linkKindAt } from '../../../schema/safe-links.ts'
import type { Change, History } from '../drafts/edit-history.ts'

const goesTo = (target: string, address: string) => target === address || target.startsWith(`${address}#`)

export function relinkChanges(files: Record<string, unknown>, from: string, to: string): Change[] {
  return Object.entries(files).flatMap(([file, data]) =>
    strings(data).flatMap(([text, path]): Change[] => {
      if (linkKindAt(path) === 'link' && goesTo(text, from)) return [{ file, path, before: text, after: to + text.slice(from.length) }]
      if (isInlineTextPath(path) && inlineLinks(text).some((target) => goesTo(target, from))) {
        // Only the target inside the link's brackets: the same words elsewhere in the text stay.
        const after = text.replace(/\]\(([^)\s]+)/g, (whole, target: string) => (goesTo(target, from) ? `](${to}${target.slice(from.length)}` : whole))
        return [{ file, path, before: text, after }]
      }
      return []
    }),
  )
}

/** Every address the page in `file` had in this history (saved, typed, or undone since), but not `now`. */
export function formerAddresses(history: History, file: string, saved: string | undefined, now: string): string[] {
  const had = [saved, ...[...history.done, ...history.undone].flatMap((c) => (c.file === file && c.path.join() === 'path' ? [c.before, c.after] : []))]
  return [...new Set(had.filter((a): a is string => typeof a === 'string' && a !== now && a.startsWith('/')))]
}
