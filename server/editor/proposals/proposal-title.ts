// A request's proposed title, from its changes in words (../review/change-words.ts): one change as a
// sentence ("New heading on the Contact page", "Price of Payroll changed on Pricing"), several on one page
// counted ("4 changes to the Pricing page"), several pages named ("Changes to Pricing, Contact and 2 more
// pages"), a new page by its title ("New page: Veterinary Practice Accounting", its menu entries with it).
// At most titleWords.longest characters, never cut inside a word. Its sender may reword it.
import { fileLabels } from '../review/change-words.ts'
import { titleWords as words, type Where } from './title-words.ts'

/** The titles of the pages the changes make, by address, where they are known. */
export type PageTitles = Record<string, string>

/** Each page's title by its address, from the site's files (by name) that hold one. */
export function pageTitles(files: Record<string, unknown>): PageTitles {
  const pages = Object.entries(files).flatMap(([name, data]) => {
    const { path, title } = (name.startsWith('pages/') && data && typeof data === 'object' ? data : {}) as { path?: unknown; title?: unknown }
    return typeof path === 'string' && typeof title === 'string' ? [[path, title] as const] : []
  })
  return Object.fromEntries(pages)
}

const fileNames = new Set(Object.values(fileLabels))
const whereOf = (label: string): Where => (fileNames.has(label) ? { file: label } : { page: label })
// A value as change-words shows it ('text', yes, no, a number, "3 items"), not an item's name.
const isValue = (text: string) => /^'.*'$|^(yes|no)$|^-?\d+(\.\d+)?$|^\d+ items?$/s.test(text)
const withoutPlace = (text: string) => text.replace(/ at place \d+$/, '')

/** "/veterinary-accounting" → "Veterinary accounting": a page's name where its title is not known. */
const fromAddress = (address: string) => {
  const name = address.replace(/^\//, '').replace(/-+/g, ' ')
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : address
}

/** One change as a sentence, where it is, and its subject: the page (or the site's own file) it belongs to
 * (a new page's entries in the menu are the page's, proposalTitle). */
function sayOne(change: string, titles: PageTitles): { subject: string; where: Where; sentence: string; newPage?: boolean } {
  const whole = /^(New|Removed) (page|file) (.+)$/.exec(change)
  if (whole) {
    const [, kind, what, name = ''] = whole
    if (what === 'file') return { subject: name, where: { file: name }, sentence: kind === 'New' ? words.newFile(name) : words.removedFile(name) }
    const title = titles[name] ?? fromAddress(name)
    if (kind === 'New') return { subject: title, where: { page: title }, sentence: words.newPage(title), newPage: true }
    return { subject: name, where: { page: name }, sentence: words.removedPage(name) }
  }
  const colon = change.indexOf(': ')
  const crumbs = (colon < 0 ? change : change.slice(0, colon)).split(' › ')
  const text = colon < 0 ? '' : change.slice(colon + 2)
  const subject = crumbs[0]!
  const where = whereOf(subject)
  const field = crumbs.at(-1)!
  const said = (sentence: string) => ({ subject, where, sentence })
  if (crumbs.length === 1 && !text) return said(words.changed(field, where))
  if (text.includes(' → ') && crumbs.length > 1) return said(crumbs.length > 3 ? words.itemField(field, crumbs.at(-2)!, where) : words.newField(field, where))
  const added = /^(added|removed) (.+)$/s.exec(text)
  if (added) {
    const what = withoutPlace(added[2]!)
    if (isValue(what)) return said(words.changed(field, where))
    return said(added[1] === 'added' ? words.added(what, where) : words.removed(what, where))
  }
  const moved = /^moved (.+) up$/s.exec(text)
  if (moved) return said(words.movedUp(moved[1]!, where))
  if (text.startsWith('new order: ')) return said(crumbs.length === 1 ? words.newOrder(where) : words.newListOrder(field, where))
  return said(text ? words.said(text, where) : words.changed(field, where))
}

/** Cut at the last whole word that fits, with the ellipsis. */
function fitted(title: string): string {
  if (title.length <= words.longest) return title
  const room = title.slice(0, words.longest - words.ellipsis.length + 1)
  const cut = room.lastIndexOf(' ')
  return `${(cut > 0 ? room.slice(0, cut) : room.slice(0, -1)).replace(/[\s,:;.–-]+$/, '')}${words.ellipsis}`
}

/** The title proposed for these changes; `titles` names the pages they make. */
export function proposalTitle(changes: string[], titles: PageTitles = {}): string {
  const said = changes.map((change) => sayOne(change, titles))
  const made = new Set(said.filter((s) => s.newPage).map((s) => s.subject))
  // A new page's entries in the menu and the footer come with it.
  said.forEach((s, i) => {
    const entry = /: added (.+?)(?: at place \d+)?$/s.exec(changes[i]!)?.[1]
    if ('file' in s.where && entry && made.has(entry)) s.subject = entry
  })
  const subjects = [...new Set(said.map((s) => s.subject))]
  if (subjects.length === 1) {
    const first = said.find((s) => s.newPage) ?? said[0]
    if (!first) return ''
    return fitted(first.newPage || said.length === 1 ? first.sentence : words.onePage(said.length, first.where))
  }
  // Pages first, the site's own files after them.
  const names = subjects.sort((a, b) => Number(fileNames.has(a)) - Number(fileNames.has(b)))
  for (let shown = Math.min(names.length, names.length > 3 ? 2 : 3); shown > 1; shown--) {
    const title = words.pages(names.slice(0, shown), names.length - shown)
    if (title.length <= words.longest) return title
  }
  return fitted(words.pages(names.slice(0, 1), names.length - 1))
}
