// The saved drafts in the bar: how many changes came back from the last session, and each place that
// was changed on disk meanwhile as well as here, with both versions and a choice.
import type { CSSProperties } from 'react'
import { reviewWords as words } from '../review/review-words.ts'
import { useSavedDrafts } from './use-saved-drafts.ts'

// Last in the bar's row, across its whole width.
const box: CSSProperties = { order: 1, flexBasis: '100%', background: '#78350f', padding: 8, borderRadius: 4 }
const button: CSSProperties = {
  background: '#f9fafb',
  color: '#111827',
  border: 0,
  borderRadius: 4,
  padding: '4px 12px',
  marginRight: 8,
  font: 'inherit',
  cursor: 'pointer',
}
const version: CSSProperties = { display: 'block', overflowWrap: 'anywhere' }

export function SavedDrafts() {
  const { restored, conflicts, settle } = useSavedDrafts()
  return (
    <>
      {restored ? <span>{words.restored(restored)}</span> : null}
      {conflicts.length > 0 && (
        <section aria-label={words.conflicts} style={box}>
          <h2 style={{ font: 'inherit', fontWeight: 700, margin: 0 }}>{words.conflicts}</h2>
          <p style={{ margin: '0 0 4px' }}>{words.conflictsHint}</p>
          {conflicts.map((conflict) => (
            <div role="group" aria-label={conflict.where} key={`${conflict.file} ${conflict.path.join('.')}`} style={{ marginTop: 6 }}>
              <strong>{conflict.where}</strong>
              <span style={version}>{words.mine(conflict.mineText)}</span>
              <span style={version}>{words.theirs(conflict.theirsText)}</span>
              <button type="button" style={button} onClick={() => settle(conflict, true)}>
                {words.keepMine}
              </button>
              <button type="button" style={button} onClick={() => settle(conflict, false)}>
                {words.takeTheirs}
              </button>
            </div>
          ))}
        </section>
      )}
    </>
  )
}
