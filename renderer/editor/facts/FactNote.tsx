// A text that uses a fact ({{firm.phones.tollFree}}) shows the fact's value, says where else it is used
// (or that it is used nowhere else), and lets it be edited there: the change is to site.yaml, so every place follows.
// A plain value typed over a text that used a fact, keeping the words around it, is asked about: it
// may have been meant for the fact, everywhere, rather than for this one place.
import { valueAt, type DataPath } from '../../../schema/data-at.ts'
import { editorWords as words } from '../editor-words.ts'
import { factNames, factValue, typedFactValues } from './fact-typing.ts'
import { factWords } from './fact-words.ts'
import { buttonClass } from '../editor-look.ts'
import { factLabel } from '../panels/schema-parts.ts'

export interface FactNoteProps {
  text: string
  /** The field's text as saved, to see a fact it used and no longer does. */
  before: unknown
  facts: unknown
  /** Where else the site uses a fact, by its name, in words (fact-places.ts). */
  places: (name: string) => string[]
  onChange: (path: DataPath, before: unknown, after: unknown) => void
  /** The facts take `values`, and the field its saved words `written` back. */
  onUseFacts: (written: string, values: Record<string, string>) => void
}

const field = { width: '100%', boxSizing: 'border-box', font: 'inherit', padding: '4px 6px', border: '1px solid #9ca3af', borderRadius: 4 } as const
const box = { fontSize: 12, background: '#e0e7ff', padding: 6, marginTop: 4, borderRadius: 4 } as const

function TypedOver({ text, before, facts, onUseFacts }: Pick<FactNoteProps, 'text' | 'before' | 'facts' | 'onUseFacts'>) {
  if (typeof before !== 'string') return null
  const names = factNames(text)
  const lost = factNames(before).filter((name) => !names.includes(name))
  const values = lost.length ? typedFactValues(before, text) : undefined
  const offered = lost.filter((name) => values?.[name] && values[name] !== factValue(facts, name))
  if (!values || !offered.length) return null
  return (
    <div role="alert" style={{ ...box, background: '#fef3c7', color: '#78350f' }}>
      {offered.map((name) => (
        <p key={name} style={{ margin: 0 }}>
          {factWords.typedOver(factLabel(name), factValue(facts, name) ?? '', values[name]!)}
        </p>
      ))}
      <button type="button" className={buttonClass.small} onClick={() => onUseFacts(before, Object.fromEntries(offered.map((name) => [name, values[name]!])))}>
        {factWords.changeEverywhere}
      </button>
    </div>
  )
}

export function FactNote({ text, before, facts, places, onChange, onUseFacts }: FactNoteProps) {
  return (
    <>
      <TypedOver text={text} before={before} facts={facts} onUseFacts={onUseFacts} />
      {factNames(text).map((name) => {
        const path = name.split('.')
        const value = valueAt(facts, path)
        if (typeof value !== 'string' && typeof value !== 'number') return null
        return (
          <div key={name} style={box}>
            <p style={{ margin: 0 }}>
              {words.factIs(factLabel(name), String(value))} {words.factElsewhere(places(name))}
            </p>
            <label>
              {words.editFact(factLabel(name))}{' '}
              <input
                style={field}
                value={String(value)}
                onChange={(e) => onChange(path, value, typeof value === 'number' ? Number(e.target.value) : e.target.value)}
              />
            </label>
          </div>
        )
      })}
    </>
  )
}
