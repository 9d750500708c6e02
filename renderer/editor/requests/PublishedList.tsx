// The Published list: every publication, the newest first, who sent and published it and when, its
// changes in words, and its pictures when opened (the same as its request's). For publishers, Undo first
// shows what it would take back and the site as it would be (UndoStep.tsx), then asks to confirm; where
// a later publication changed the same places, each is said with both values and nothing changes; focus
// goes to what came of it.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Bullets, Card, Cards, OpenButton } from './parts.tsx'
import { loadHistory, type Publication } from './requests-api.ts'
import { requestsWords as words } from './requests-words.ts'
import { RequestPictures } from './RequestPictures.tsx'
import { UndoControl } from './UndoStep.tsx'

function PublishedCard({ publication: p, publisher }: { publication: Publication; publisher: boolean }) {
  const [pictures, setPictures] = useState(false)
  const open = <OpenButton id={p.id} title={p.title} />
  return (
    <Card id={p.id} title={p.title}>
      <p className="requests-note">{words.publishedBy(p.publishedBy, p.publishedAt)}</p>
      <p className="requests-note">{words.sentBy(p.sender, p.sentAt)}</p>
      {p.undone && <p className="requests-undone">{words.undone}</p>}
      <Bullets lines={p.changes} />
      <details onToggle={(event) => setPictures(event.currentTarget.open)} className="requests-details">
        <summary>{words.showPictures}</summary>
        {pictures && <RequestPictures id={p.id} />}
      </details>
      {publisher ? <UndoControl id={p.id} undone={p.undone} beside={open} /> : <div className="requests-row">{open}</div>}
    </Card>
  )
}

export const PublishedList = ({ publisher }: { publisher: boolean }) => (
  <Cards
    query={useQuery({ queryKey: ['history'], queryFn: loadHistory })}
    none={words.nothingPublished}
    card={(p) => <PublishedCard key={p.id} publication={p} publisher={publisher} />}
  />
)
