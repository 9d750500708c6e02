// What typing over a text that uses facts ({{prices.formation}}) means. The text is shown and typed
// with the facts' values in place of their references (never the markup); typing that keeps the words
// around the values changes the facts themselves; otherwise, or "only here", the text changes alone and
// every fact whose value is still in it stays a reference, so the page keeps following it.
import { referencePattern } from '../../../schema/references.ts'
import { valueAt, type DataPath } from '../../../schema/data-at.ts'
import type { Change } from '../drafts/edit-history.ts'

/** The facts `written` uses, by name, each once, in order. */
export const factNames = (written: string): string[] => [...new Set([...written.matchAll(referencePattern)].map((m) => m[1]!.trim()))]

const factPath = (name: string): DataPath => name.split('.')

export const factsFile = 'site.yaml'
/** A text as it reads, whatever its spaces and line breaks: as it is compared with what the page shows. */
export const normal = (text: string) => text.replace(/\s+/g, ' ').trim()

/** A fact's value as text, or undefined when the name is no single value. */
export function factValue(facts: unknown, name: string): string | undefined {
  const value = valueAt(facts, factPath(name))
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The facts' values `typed` shows, by name, when it keeps every word of `written` around them (spaces
 * aside); undefined when it does not, or when one fact would get two values.
 */
export function typedFactValues(written: string, typed: string): Record<string, string> | undefined {
  const names: string[] = []
  const pattern = normal(written)
    .split(referencePattern)
    .map((part, i) => {
      if (i % 2 === 0) return escaped(part)
      names.push(part.trim())
      return '(.*?)'
    })
    .join('')
  if (!names.length) return undefined
  const match = new RegExp(`^${pattern}$`, 's').exec(normal(typed))
  if (!match) return undefined
  const values: Record<string, string> = {}
  for (const [i, name] of names.entries()) {
    const value = match[i + 1]!
    if (name in values && values[name] !== value) return undefined
    values[name] = value
  }
  return values
}

/** `typed`, with the value of each fact `written` used that it still shows written back as the fact. */
export function rereference(written: string, facts: unknown, typed: string): string {
  let text = typed
  for (const name of factNames(written)) {
    const value = factValue(facts, name)
    if (value) text = text.split(value).join(`{{${name}}}`)
  }
  return text
}

/** The changes to site.yaml that give the facts these values (a number stays a number while it reads as one). */
export function factChanges(facts: unknown, values: Record<string, string>): Change[] {
  return Object.entries(values).flatMap(([name, after]) => {
    const before = valueAt(facts, factPath(name))
    if ((typeof before !== 'string' && typeof before !== 'number') || String(before) === after) return []
    const value = typeof before === 'number' && after.trim() !== '' && !Number.isNaN(Number(after)) ? Number(after) : after
    return [{ file: factsFile, path: factPath(name), before, after: value }]
  })
}
