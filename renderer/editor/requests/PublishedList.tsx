// The Published list: every publication, the newest first, who sent and published it and when, its
// changes in words, and its pictures when opened (the same as its request's). For publishers, Undo first
// shows what it would take back and the site as it would be (UndoStep.tsx), then asks to confirm; where
// a later publication changed the same places, each is said with both values and nothing changes; focus
// goes to what came of it.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Bullets, Button, Card, Cards, OpenButton, Said } from './parts.tsx'
import { loadHistory, type Clash, type Publication } from './requests-api.ts'
import { requestsWords as words } from './requests-words.ts'
import { RequestPictures } from './RequestPictures.tsx'
import { Clashes, UndoStep } from './UndoStep.tsx'

function PublishedCard({ publication: p, publisher }: { publication: Publication; publisher: boolean }) {
  // What Undo came to: whether it is asked (again, with nothing said yet), what it said and where it clashed.
  const [{ asking, said, clashes }, setUndo] = useState({ asking: false, said: '', clashes: [] as Clash[] })
  const done = (text: string, found: Clash[], again = false) => setUndo({ asking: again, said: text, clashes: found })
  const [pictures, setPictures] = useState(false)
  // Undone, or refused, its step and buttons are gone: focus goes to what it says, which stays in view as the list takes the new publication.
  const told = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (said) told.current?.focus()
  }, [said])
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
      <div className="requests-row">
        <OpenButton id={p.id} title={p.title} />
        {publisher && !p.undone && !asking && <Button onClick={() => done('', [], true)}>{words.undo}</Button>}
      </div>
      {asking && <UndoStep publication={p} close={() => setUndo((undo) => ({ ...undo, asking: false }))} done={done} />}
      <div ref={told} tabIndex={-1} className="requests-outcome">
        <Said said={said} className="requests-then" />
        {clashes.length > 0 && <Clashes clashes={clashes} />}
      </div>
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
