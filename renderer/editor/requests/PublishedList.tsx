// The Published list: every publication, the newest first, who sent and published it, and for
// publishers Undo, asked to confirm; where a later publication changed the same places, each is said
// with both values and nothing changes.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { buttonStyle, cardStyle, dangerStyle, listStyle, noteStyle, rowStyle } from '../shell/panel-style.ts'
import { loadHistory, Refusal, undoPublication, type Clash, type Publication } from './requests-api.ts'
import { requestsSlice } from './requests-slice.ts'
import { placeWords, requestsWords as words } from './requests-words.ts'

const valueWords = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value))

function PublishedCard({ publication: p, publisher }: { publication: Publication; publisher: boolean }) {
  const client = useQueryClient()
  const [asking, setAsking] = useState(false)
  const [said, setSaid] = useState('')
  const [clashes, setClashes] = useState<Clash[]>([])
  const undo = async () => {
    setAsking(false)
    setSaid('')
    setClashes([])
    try {
      await undoPublication(p.id)
      setSaid(words.undoDone)
      await client.invalidateQueries({ queryKey: ['history'] })
    } catch (e) {
      setSaid(words.refused((e as Error).message))
      if (e instanceof Refusal) setClashes(e.conflicts)
    }
  }
  return (
    <li style={cardStyle} data-request={p.id}>
      <h3 style={{ font: 'inherit', fontWeight: 700, margin: 0 }}>{p.title}</h3>
      <p style={noteStyle}>{words.publishedBy(p.publishedBy, p.publishedAt)}</p>
      <p style={noteStyle}>{words.sentBy(p.sender, p.sentAt)}</p>
      {p.undone && <p style={{ margin: '4px 0', fontWeight: 700 }}>{words.undone}</p>}
      <ul style={{ margin: '4px 0', paddingLeft: 20, listStyle: 'disc' }}>
        {p.changes.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      <div style={rowStyle}>
        <button type="button" style={buttonStyle} onClick={() => requestsSlice.set({ chosen: p.id })} aria-label={`${words.open}: ${p.title}`}>
          {words.open}
        </button>
        {publisher && !p.undone && !asking && (
          <button type="button" style={buttonStyle} onClick={() => setAsking(true)}>
            {words.undo}
          </button>
        )}
      </div>
      {asking && (
        <div role="alertdialog" aria-label={words.undo} style={{ marginTop: 8 }}>
          <p style={{ margin: '0 0 8px' }}>{words.undoAsk(p.title)}</p>
          <div style={rowStyle}>
            <button type="button" style={dangerStyle} onClick={() => void undo()}>
              {words.undoYes}
            </button>
            <button type="button" style={buttonStyle} onClick={() => setAsking(false)}>
              {words.cancel}
            </button>
          </div>
        </div>
      )}
      {said && (
        <p role="status" style={{ margin: '8px 0 0' }}>
          {said}
        </p>
      )}
      {clashes.length > 0 && (
        <>
          <p style={{ margin: '8px 0 0' }}>{words.undoClash}</p>
          <ul style={{ margin: '4px 0', paddingLeft: 20, listStyle: 'disc' }}>
            {clashes.map((c, i) => (
              <li key={i}>{words.clash(placeWords(c.file, c.path), valueWords(c.mine), valueWords(c.theirs))}</li>
            ))}
          </ul>
        </>
      )}
    </li>
  )
}

export function PublishedList({ publisher }: { publisher: boolean }) {
  const { data, error } = useQuery({ queryKey: ['history'], queryFn: loadHistory })
  if (error) return <p role="alert">{words.failed(error.message)}</p>
  if (!data) return <p aria-busy="true">{words.loading}</p>
  if (!data.length) return <p>{words.nothingPublished}</p>
  return (
    <ul style={listStyle}>
      {data.map((p) => (
        <PublishedCard key={p.id} publication={p} publisher={publisher} />
      ))}
    </ul>
  )
}
