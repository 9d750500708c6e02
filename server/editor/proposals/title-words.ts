// The words of a request's proposed title: short sentences an office reader would write, such as
// "New heading on the Contact page" or "Changes to Pricing, Contact and 2 more pages"
// (proposal-title.ts picks one from the request's changes). Nothing here names the tools underneath.
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** Where a change is: "on the Pricing page", or "in Site settings" for the site's own files. */
export type Where = { page: string } | { file: string }
const onThe = (where: Where) => ('page' in where ? `on the ${where.page} page` : `in ${where.file}`)
const onName = (where: Where) => ('page' in where ? `on ${where.page}` : `in ${where.file}`)

export const titleWords = {
  /** The most a title holds; a longer one ends at a word, with "…". */
  longest: 70,
  ellipsis: '…',
  /** A field of a section changed: "New heading on the Contact page". */
  newField: (field: string, where: Where) => `New ${field.toLowerCase()} ${onThe(where)}`,
  /** A field of one of a list's items changed: "Price of Payroll changed on Pricing". */
  itemField: (field: string, item: string, where: Where) => `${field} of ${item} changed ${onName(where)}`,
  added: (what: string, where: Where) => `${what} added ${'page' in where ? `to the ${where.page} page` : `to ${where.file}`}`,
  removed: (what: string, where: Where) => `${what} removed ${'page' in where ? `from the ${where.page} page` : `from ${where.file}`}`,
  movedUp: (what: string, where: Where) => `${what} moved up ${onThe(where)}`,
  newOrder: (where: Where) => `New order of sections ${onThe(where)}`,
  newListOrder: (list: string, where: Where) => `New order of ${list.toLowerCase()} ${onThe(where)}`,
  /** Anything else said of one place: "Scale is now the popular plan on the Pricing page". */
  said: (text: string, where: Where) => `${text.charAt(0).toUpperCase()}${text.slice(1)} ${onThe(where)}`,
  changed: (field: string, where: Where) => `${field} changed ${onThe(where)}`,
  newPage: (title: string) => `New page: ${title}`,
  removedPage: (address: string) => `Page removed: ${address}`,
  newFile: (name: string) => `New file: ${name}`,
  removedFile: (name: string) => `File removed: ${name}`,
  /** Several changes to one page: "4 changes to the Pricing page". */
  onePage: (count: number, where: Where) => `${plural(count, 'change')} ${'page' in where ? `to the ${where.page} page` : `to ${where.file}`}`,
  /** Several pages: "Changes to Pricing and Contact", "Changes to Pricing, Contact and 2 more pages". */
  pages: (names: string[], more: number) => {
    const all = more ? [...names, `${more} more ${more === 1 ? 'page' : 'pages'}`] : names
    return `Changes to ${all.length > 1 ? `${all.slice(0, -1).join(', ')} and ${all.at(-1)}` : all[0]}`
  },
}
