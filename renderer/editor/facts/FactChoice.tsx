// Beside a text typed in place that shows a shared value (a fact of site.yaml): which value, how many
// other places show it, that typing changes it everywhere, and "Change only here" to change this text
// alone instead. Pressing its button keeps the caret in the text.
import type { CSSProperties } from 'react'
import { factValue } from './fact-typing.ts'
import { factWords as words } from './fact-words.ts'
import { buttonClass } from '../editor-look.ts'
import { factLabel } from '../panels/schema-parts.ts'
import type { InPlace } from '../in-place/use-in-place.ts'

const note: CSSProperties = {
  position: 'fixed',
  zIndex: 2147483646,
  width: 'min(320px, calc(100vw - 16px))',
  boxSizing: 'border-box',
  background: '#1e1b4b',
  color: '#fff',
  font: '14px/1.4 system-ui, sans-serif',
  padding: 10,
  borderRadius: 6,
  boxShadow: '0 4px 12px rgb(0 0 0 / 0.3)',
}

export interface FactChoiceProps {
  editing: InPlace
  facts: unknown
  /** How many strings of the site use a fact, by its name. */
  uses: (name: string) => number
  onOnlyHere: () => void
  onClose: () => void
}

export function FactChoice({ editing, facts, uses, onOnlyHere, onClose }: FactChoiceProps) {
  const shown = editing.facts.filter((name) => factValue(facts, name) !== undefined)
  if (!shown.length || !editing.element.isConnected) return null
  const place = editing.element.getBoundingClientRect()
  const top = Math.min(place.bottom + 6, window.innerHeight - 140)
  const left = Math.max(8, Math.min(place.left, window.innerWidth - 328))
  const keepCaret = (e: { preventDefault: () => void }) => e.preventDefault()
  return (
    <section aria-label={words.note} style={{ ...note, top, left }}>
      {shown.map((name) => (
        <p key={name} style={{ margin: '0 0 4px' }}>
          {words.uses(factLabel(name), factValue(facts, name)!, Math.max(0, uses(name) - 1))}
        </p>
      ))}
      <p style={{ margin: '0 0 8px' }}>{editing.onlyHere ? words.onlyHereDone : words.everywhere}</p>
      {!editing.onlyHere && (
        <button type="button" className={buttonClass.plain} style={{ marginRight: 8 }} onMouseDown={keepCaret} onClick={onOnlyHere}>
          {words.onlyHere}
        </button>
      )}
      <button type="button" className={buttonClass.plain} onMouseDown={keepCaret} onClick={onClose}>
        {words.close}
      </button>
    </section>
  )
}
