// The Published list: every publication, the newest first, who sent and published it and when, its
// changes in words, and its pictures when opened (the same as its request's). For publishers, Undo first
// shows what it would take back and the site as it would be (UndoStep.tsx), then asks to confirm; where
// a later publication changed the same places, each is said with both values and nothing changes.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { buttonClass, listStyle, noteStyle, rowStyle } from '../editor-look.ts'
import { loadHistory, type Clash, type Publication } from './requests-api.ts'
import { requestsSlice } from './requests-slice.ts'
import { requestsWords as words } from './requests-words.ts'
import { RequestPictures } from './RequestPictures.tsx'
import { Clashes, UndoStep } from './UndoStep.tsx'

function PublishedCard({ publication: p, publisher }: { publication: Publication; publisher: boolean }) {
  const [asking, setAsking] = useState(false)
  const [said, setSaid] = useState('')
  const [clashes, setClashes] = useState<Clash[]>([])
  const [pictures, setPictures] = useState(false)
  const done = (text: string, found: Clash[]) => {
    setAsking(false)
    setSaid(text)
    setClashes(found)
  }
  return (
    <li data-editor-card="" data-request={p.id}>
      <h3 style={{ font: 'inherit', fontSize: 16, fontWeight: 700, margin: 0 }}>{p.title}</h3>
      <p style={noteStyle}>{words.publishedBy(p.publishedBy, p.publishedAt)}</p>
      <p style={noteStyle}>{words.sentBy(p.sender, p.sentAt)}</p>
      {p.undone && <p style={{ margin: '4px 0', fontWeight: 700, color: '#92400e' }}>{words.undone}</p>}
      <ul style={{ margin: '8px 0', paddingLeft: 20, listStyle: 'disc' }}>
        {p.changes.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      <details onToggle={(event) => setPictures(event.currentTarget.open)} style={{ margin: '4px 0 12px' }}>
        <summary style={{ cursor: 'pointer', color: '#1549d6', fontWeight: 600 }}>{words.showPictures}</summary>
        {pictures && <RequestPictures id={p.id} />}
      </details>
      <div style={rowStyle}>
        <button type="button" className={buttonClass.plain} onClick={() => requestsSlice.set({ chosen: p.id })} aria-label={`${words.open}: ${p.title}`}>
          {words.open}
        </button>
        {publisher && !p.undone && !asking && (
          <button
            type="button"
            className={buttonClass.plain}
            onClick={() => {
              setSaid('')
              setClashes([])
              setAsking(true)
            }}
          >
            {words.undo}
          </button>
        )}
      </div>
      {asking && <UndoStep publication={p} close={() => setAsking(false)} done={done} />}
      {said && (
        <p role="status" style={{ margin: '8px 0 0' }}>
          {said}
        </p>
      )}
      {clashes.length > 0 && <Clashes clashes={clashes} />}
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
