// {{references}}: a fact written once in site/site.yaml and used anywhere, such as
// {{firm.phones.tollFree}}. Resolving replaces each reference with its value.
import { telHref } from './tel-link.ts'

export const referencePattern = /\{\{\s*([^{}]+?)\s*\}\}/g

export type Lookup = { value: string } | { error: 'unknown' | 'not-text' }

export function lookup(facts: unknown, reference: string): Lookup {
  const value = reference
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), facts)
  if (value === undefined) return { error: 'unknown' }
  if (typeof value === 'object' && value !== null) return { error: 'not-text' }
  return { value: String(value) }
}

/** Every path in the facts that names a single value, for "did you mean" suggestions. */
export function referenceNames(facts: unknown, prefix = ''): string[] {
  if (!facts || typeof facts !== 'object') return prefix ? [prefix] : []
  return Object.entries(facts).flatMap(([key, value]) => referenceNames(value, prefix ? `${prefix}.${key}` : key))
}

export function resolveText(text: string, facts: unknown): string {
  // Most text has no reference; the look for one is most of what resolving a large site costs.
  if (!text.includes('{{')) return text
  return text.replace(referencePattern, (whole, reference: string) => {
    const found = lookup(facts, reference)
    return 'value' in found ? found.value : whole
  })
}

// A phone link is written as tel:{{firm.phones.tollFree}}; it is made dialable like every tel: link.
const dialable = (target: string) => (target.startsWith('tel:') ? telHref(target.slice(4)) : target)

/** A deep copy of `data` with every reference replaced by its value. */
export function resolveAll<T>(data: T, facts: unknown): T {
  const visit = (node: unknown, key?: string): unknown => {
    if (typeof node === 'string') {
      const text = resolveText(node, facts)
      // `to` is a link's target; `link` is one written in prose (schema/inline-text.ts).
      return key === 'to' || key === 'link' ? dialable(text) : text
    }
    if (Array.isArray(node)) return node.map((item) => visit(item))
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, visit(v, k)]))
    }
    return node
  }
  return visit(data) as T
}

/** Every string in `data` with its path, for checks that look at all text. */
export function strings(data: unknown, path: (string | number)[] = []): [string, (string | number)[]][] {
  // Collected into one list: a recursive generator hands each string up through every level above it.
  const found: [string, (string | number)[]][] = []
  const visit = (node: unknown, at: (string | number)[]) => {
    if (typeof node === 'string') found.push([node, at])
    else if (Array.isArray(node)) for (let i = 0; i < node.length; i++) visit(node[i], [...at, i])
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) visit(v, [...at, k])
  }
  visit(data, path)
  return found
}
