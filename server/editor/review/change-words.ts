// The changes between two states of site/ in plain words, for the review and the pull request:
// "Home › Hero › Heading: 'A' → 'B'", "Solopreneur Accounting › Plans: Scale is now the popular plan",
// "New page /restaurant-accounting". Each place is named from the data and the JSON Schema: the page's
// menu label (or its title), the section's type, a list item's name, the field's title from the schema.
import { isDeepStrictEqual } from 'node:util'
import type { DataPath } from '../../../schema/source-file.ts'
import { definitionWords, fieldSchema, fileSchema, itemSchema, words, type SchemaNode } from './schema-walk.ts'

type Data = Record<string, unknown>
const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v)
// Lists whose own name says nothing a reader needs: "Home › Hero", not "Home › Sections › Hero".
const silentLists = new Set(['sections', 'items'])
const nameKeys = ['name', 'title', 'label', 'heading', 'question', 'term', 'value']

function shown(value: unknown): string {
  if (typeof value === 'string') return `'${value.length > 80 ? `${value.slice(0, 79)}…` : value}'`
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`
  if (isObject(value)) return itemName(value, undefined, 0)
  return String(value)
}

/** A value in full where a person must choose between two (a text is never cut short), otherwise as `shown`. */
export const shownWhole = (value: unknown) => (typeof value === 'string' ? `'${value}'` : shown(value))

/** A list item as a reader knows it: a section by its type, anything else by its name or its place. */
function itemName(item: unknown, schemaName: string | undefined, index: number): string {
  if (schemaName?.endsWith('Section')) return definitionWords(schemaName)
  if (isObject(item)) {
    // A new item's name is still empty: it goes by its place until it has one.
    const key = nameKeys.find((k) => typeof item[k] === 'string' && item[k] !== '')
    if (key) return item[key] as string
  }
  return `${schemaName ? definitionWords(schemaName) : 'Item'} ${index + 1}`
}

/** The site's own files, named as pages are; what else a change names first is a page. */
export const fileLabels: Record<string, string> = { 'site.yaml': 'Site settings', 'testimonials.yaml': 'Testimonials' }

/** The label a page goes by: the menu's or the footer's entry that links to it, else its title. */
function pageLabel(file: string, page: unknown, config: unknown): string {
  if (file in fileLabels) return fileLabels[file]!
  const path = isObject(page) ? page.path : undefined
  let label: string | undefined
  const visit = (node: unknown) => {
    if (label) return
    if (Array.isArray(node)) node.forEach(visit)
    else if (isObject(node)) {
      if (node.to === path && typeof node.label === 'string') label = node.label
      else Object.values(node).forEach(visit)
    }
  }
  if (path) visit(config)
  return label ?? (path === '/' ? 'Home' : isObject(page) && typeof page.title === 'string' ? page.title : file)
}

interface Place {
  crumbs: string[]
  schema: SchemaNode | undefined
}

function field(place: Place, key: string, value: unknown): Place {
  const { node } = fieldSchema(place.schema, key)
  const silent = silentLists.has(key) && Array.isArray(value)
  return { crumbs: silent ? place.crumbs : [...place.crumbs, node?.title ?? words(key)], schema: node }
}

function item(place: Place, list: unknown[], index: number): Place {
  const { node, name } = itemSchema(place.schema, list[index])
  const scalar = !isObject(list[index])
  return { crumbs: scalar ? place.crumbs : [...place.crumbs, itemName(list[index], name, index)], schema: node }
}

const say = (place: Place, text: string) => `${place.crumbs.join(' › ')}: ${text}`

// Items are matched by name where they have one (an edited item is not a removed one), else by value.
const itemKey = (x: unknown) => {
  const name = isObject(x) ? nameKeys.find((k) => typeof x[k] === 'string') : undefined
  return name ? `name:${(x as Data)[name] as string}` : JSON.stringify(x)
}

/** A new order of the items both lists hold, said as a move up (two neighbours swapped) or the whole order. */
function order(b: unknown[], kept: { i: number; j: number }[], nameOf: (list: unknown[], i: number) => string): string | undefined {
  const after = [...kept].sort((x, y) => x.j - y.j)
  const out = after.flatMap((p, n) => (p.i === kept[n]!.i ? [] : [n]))
  if (!out.length) return undefined
  if (out.length === 2 && out[1] === out[0]! + 1) return `moved ${nameOf(b, after[out[0]!]!.j)} up`
  return `new order: ${after.map((p) => nameOf(b, p.j)).join(', ')}`
}

function diffList(a: unknown[], b: unknown[], place: Place, out: string[]) {
  const kind = (list: unknown[], i: number) => itemSchema(place.schema, list[i]).name
  const nameOf = (list: unknown[], i: number) => itemName(list[i], kind(list, i), i)
  const [keysA, keysB] = [a.map(itemKey), b.map(itemKey)]
  const distinct = new Set(keysA).size === a.length && new Set(keysB).size === b.length
  // The same items each by its own name, in another order: a reorder, even where one of them was edited too.
  const reordered = distinct && a.length === b.length && keysA.some((k, i) => k !== keysB[i]) && keysA.every((k) => keysB.includes(k))
  if (a.length !== b.length || reordered) {
    const left = b.map((x, j) => ({ key: keysB[j], j }))
    const removed: number[] = []
    const kept: { i: number; j: number }[] = []
    a.forEach((_, i) => {
      const at = left.findIndex((y) => y.key === keysA[i])
      if (at < 0) return removed.push(i)
      kept.push({ i, j: left[at]!.j })
      left.splice(at, 1)
    })
    const moved = order(b, kept, nameOf)
    if (moved) out.push(say(place, moved))
    for (const { i, j } of kept) diff(a[i], b[j], item(place, b, j), out)
    for (const i of removed) out.push(say(place, `removed ${nameOf(a, i)}`))
    for (const { j } of left) out.push(say(place, `added ${nameOf(b, j)}${j < b.length - 1 ? ` at place ${j + 1}` : ''}`))
    return
  }
  // Each item matched to an equal one of the new list, never one twice: only when every item finds its
  // own is the list the same items in another order (two empty items and one of them filled in is an edit).
  const used = new Set<number>()
  const kept = a.map((x, i) => {
    const j = b.findIndex((y, k) => !used.has(k) && isDeepStrictEqual(x, y))
    used.add(j)
    return { i, j }
  })
  const moved = order(b, kept, nameOf)
  if (moved && kept.every(({ j }) => j >= 0)) {
    out.push(say(place, moved))
    return
  }
  // A flag that at most one item carries (the popular plan) is said of the item that now has it.
  const flags = new Set(b.flatMap((x) => (isObject(x) ? Object.keys(x).filter((k) => typeof x[k] === 'boolean') : [])))
  const masked = new Set<string>()
  for (const flag of flags) {
    const holders = (list: unknown[]) => list.flatMap((x, i) => (isObject(x) && x[flag] === true ? [i] : []))
    const [was, is] = [holders(a), holders(b)]
    if (was.length > 1 || is.length > 1 || isDeepStrictEqual(was, is)) continue
    const what = `${words(flag).toLowerCase()} ${words(kind(b, is[0] ?? was[0]) ?? 'item').toLowerCase()}`
    out.push(say(place, is.length ? `${nameOf(b, is[0])} is now the ${what}` : `${nameOf(a, was[0])} is no longer the ${what}`))
    masked.add(flag)
  }
  const without = (x: unknown) => (isObject(x) ? Object.fromEntries(Object.entries(x).filter(([k]) => !masked.has(k))) : x)
  b.forEach((_, i) => diff(without(a[i]), without(b[i]), item(place, b, i), out))
}

function diff(a: unknown, b: unknown, place: Place, out: string[]) {
  if (isDeepStrictEqual(a, b)) return
  if (isObject(a) && isObject(b)) {
    for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
      if (key === '$schema' || isDeepStrictEqual(a[key], b[key])) continue
      const inner = field(place, key, b[key] ?? a[key])
      if (a[key] === undefined) out.push(say(inner, `added ${shown(b[key])}`))
      else if (b[key] === undefined) out.push(say(inner, `removed ${shown(a[key])}`))
      else diff(a[key], b[key], inner, out)
    }
  } else if (Array.isArray(a) && Array.isArray(b)) diffList(a, b, place, out)
  else out.push(say(place, `${shown(a)} → ${shown(b)}`))
}

/** Every change from `before` to `after` (each file's data, keyed by name; a missing file is undefined). */
export function changeWords(before: Data, after: Data): string[] {
  const out: string[] = []
  const names = [...new Set([...Object.keys(after), ...Object.keys(before)])].sort(
    (x, y) => Number(x.startsWith('pages/')) - Number(y.startsWith('pages/')) || x.localeCompare(y),
  )
  for (const file of names) {
    const [a, b] = [before[file], after[file]]
    if (isDeepStrictEqual(a, b)) continue
    const path = (data: unknown) => (isObject(data) && typeof data.path === 'string' ? data.path : file)
    if (a === undefined) out.push(file.startsWith('pages/') ? `New page ${path(b)}` : `New file ${file}`)
    else if (b === undefined) out.push(file.startsWith('pages/') ? `Removed page ${path(a)}` : `Removed file ${file}`)
    else diff(a, b, { crumbs: [pageLabel(file, b, after['site.yaml'])], schema: fileSchema(file) }, out)
  }
  return out
}

/** The place a path names, in the same words: "Home › Hero › Heading". */
export function placeWords(file: string, path: DataPath, data: unknown, config: unknown): string {
  let place: Place = { crumbs: [pageLabel(file, data, config)], schema: fileSchema(file) }
  let value = data
  for (const key of path) {
    place = Array.isArray(value) && typeof key === 'number' ? item(place, value, key) : field(place, String(key), (value as Data | undefined)?.[key])
    value = (value as Data | undefined)?.[key]
  }
  return place.crumbs.join(' › ')
}
