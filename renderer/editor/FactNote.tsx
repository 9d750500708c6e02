// A text that uses a fact ({{firm.phones.tollFree}}) shows the fact's value, says in how many other
// places it is used, and lets it be edited there: the change is to site.yaml, so every place follows.
import { referencePattern } from '../../schema/references.ts'
import { valueAt, type DataPath } from './data-at.ts'
import { editorWords as words } from './editor-words.ts'
import { factLabel } from './schema-parts.ts'

export interface FactNoteProps {
  text: string
  facts: unknown
  /** How many strings of the site use a fact, by its name. */
  uses: (name: string) => number
  onChange: (path: DataPath, before: unknown, after: unknown) => void
}

const field = { width: '100%', boxSizing: 'border-box', font: 'inherit', padding: '4px 6px', border: '1px solid #9ca3af', borderRadius: 4 } as const

export function FactNote({ text, facts, uses, onChange }: FactNoteProps) {
  const names = [...new Set([...text.matchAll(referencePattern)].map((m) => m[1]!.trim()))]
  return names.map((name) => {
    const path = name.split('.')
    const value = valueAt(facts, path)
    if (typeof value !== 'string' && typeof value !== 'number') return null
    return (
      <div key={name} style={{ fontSize: 12, background: '#e0e7ff', padding: 6, marginTop: 4, borderRadius: 4 }}>
        <p style={{ margin: 0 }}>{words.factIs(factLabel(name), String(value))} {words.factElsewhere(Math.max(0, uses(name) - 1))}</p>
        <label>{words.editFact(factLabel(name))} <input style={field} value={String(value)} onChange={(e) => onChange(path, value, typeof value === 'number' ? Number(e.target.value) : e.target.value)} /></label>
      </div>
    )
  })
}
