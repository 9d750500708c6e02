// Undo, looked at first (publishers): what undoing a publication would take back, in words, worked out
// on the server with nothing sent (GET requests/:id/undo-site), a link to the site as it would be (the
// preview page), then "Undo this publication" or Cancel. Where a publication since changed the same
// places, each is said with both values, and there is nothing to confirm.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { buttonClass, rowStyle } from '../editor-look.ts'
import { loadUndoSite, Refusal, undoPreviewAddress, undoPublication, type Clash, type Publication } from './requests-api.ts'
import { placeWords, requestsWords as words } from './requests-words.ts'

const valueWords = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value))
const bullets = { margin: '4px 0', paddingLeft: 20, listStyle: 'disc' } as const

export function Clashes({ clashes }: { clashes: Clash[] }) {
  return (
    <>
      <p style={{ margin: '8px 0 0' }}>{words.undoClash}</p>
      <ul style={bullets}>
        {clashes.map((c, i) => (
          <li key={i}>{words.clash(placeWords(c.file, c.path), valueWords(c.mine), valueWords(c.theirs))}</li>
        ))}
      </ul>
    </>
  )
}

/** The step between Undo and its confirmation; `done` says what came of it (undone, or why not). */
export function UndoStep({ publication: p, close, done }: { publication: Publication; close: () => void; done: (said: string, clashes: Clash[]) => void }) {
  const client = useQueryClient()
  const [undoing, setUndoing] = useState(false)
  const { data, error } = useQuery({ queryKey: ['undoSite', p.id], queryFn: () => loadUndoSite(p.id), retry: false, gcTime: 0 })
  const clashes = error instanceof Refusal ? error.conflicts : []
  const undo = async () => {
    setUndoing(true)
    try {
      await undoPublication(p.id)
      done(words.undoDone, [])
      await client.invalidateQueries({ queryKey: ['history'] })
    } catch (e) {
      done(words.refused((e as Error).message), e instanceof Refusal ? e.conflicts : [])
    }
  }
  const cancel = (
    <button type="button" className={buttonClass.plain} onClick={close}>
      {words.cancel}
    </button>
  )
  return (
    <div role="region" aria-label={words.undo} style={{ marginTop: 12, padding: 16, border: '1px solid #fde68a', borderRadius: 12, background: '#fffbeb' }}>
      {error ? (
        <>
          {clashes.length ? <p style={{ margin: 0, fontWeight: 700 }}>{words.undoCannot}</p> : <p role="alert">{words.refused(error.message)}</p>}
          {clashes.length > 0 && <Clashes clashes={clashes} />}
          <div style={rowStyle}>{cancel}</div>
        </>
      ) : !data ? (
        <p aria-busy="true" style={{ margin: 0 }}>
          {words.undoLooking}
        </p>
      ) : (
        <>
          <p style={{ margin: 0, fontWeight: 700 }}>{data.changes.length ? words.undoTakesBack : words.undoNothingLeft}</p>
          <ul style={bullets} aria-label={words.undoTakesBack}>
            {data.changes.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
          <p style={{ margin: '4px 0 8px' }}>
            <a href={undoPreviewAddress(p.id)} target="_blank" rel="noreferrer" style={{ color: '#1549d6', textDecoration: 'underline', fontWeight: 600 }}>
              {words.undoSeeSite}
            </a>{' '}
            <span style={{ color: '#475569' }}>{words.undoSeeSiteHint}</span>
          </p>
          <div style={rowStyle}>
            {data.changes.length > 0 && (
              <button type="button" className={buttonClass.danger} disabled={undoing} onClick={() => void undo()}>
                {undoing ? words.undoing : words.undoConfirm}
              </button>
            )}
            {cancel}
          </div>
        </>
      )}
    </div>
  )
}
