// Undo, looked at first (publishers): what undoing a publication would take back, in words, worked out
// on the server with nothing sent (GET requests/:id/undo-site), a link to the site as it would be (the
// preview page), then "Undo this publication" or Cancel. Where a publication since changed the same
// places, each is said with both values, and there is nothing to confirm. `UndoControl` is the whole of it
// where a publication is shown (the Published list, a published request's own view): the button, the
// step, and what came of it, to which focus goes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Bullets, Button, Said, SiteLink } from './parts.tsx'
import { loadUndoSite, Refusal, undoPreviewAddress, undoPublication, type Clash } from './requests-api.ts'
import { placeWords, requestsWords as words } from './requests-words.ts'

const valueWords = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value))

function Clashes({ clashes }: { clashes: Clash[] }) {
  return (
    <>
      <p className="requests-then">{words.undoClash}</p>
      <Bullets lines={clashes.map((c) => words.clash(placeWords(c.file, c.path), valueWords(c.mine), valueWords(c.theirs)))} />
    </>
  )
}

/** The step between Undo and its confirmation; `done` says what came of it (undone, or why not). */
function UndoStep({ id, close, done }: { id: string; close: () => void; done: (said: string, clashes: Clash[]) => void }) {
  const client = useQueryClient()
  const { data, error } = useQuery({ queryKey: ['undoSite', id], queryFn: () => loadUndoSite(id), retry: false, gcTime: 0 })
  const clashes = error instanceof Refusal ? error.conflicts : []
  const undo = useMutation({
    mutationFn: () => undoPublication(id),
    onSuccess: () => {
      done(words.undoDone, [])
      // The list of publications, and a request's view, which then tells it was undone.
      return Promise.all([client.invalidateQueries({ queryKey: ['history'] }), client.invalidateQueries({ queryKey: ['request', id] })])
    },
    onError: (e) => done(words.refused(e.message), e instanceof Refusal ? e.conflicts : []),
  })
  const cancel = <Button onClick={close}>{words.cancel}</Button>
  return (
    <div role="region" aria-label={words.undo} className="requests-undo">
      {error ? (
        <>
          {clashes.length ? <p className="requests-strong">{words.undoCannot}</p> : <p role="alert">{words.refused(error.message)}</p>}
          {clashes.length > 0 && <Clashes clashes={clashes} />}
          <div className="requests-row">{cancel}</div>
        </>
      ) : !data ? (
        <p aria-busy="true" className="requests-flat">
          {words.undoLooking}
        </p>
      ) : (
        <>
          <p className="requests-strong">{data.changes.length ? words.undoTakesBack : words.undoNothingLeft}</p>
          <Bullets lines={data.changes} label={words.undoTakesBack} />
          <SiteLink href={undoPreviewAddress(id)} label={words.undoSeeSite} />
          <div className="requests-row">
            {data.changes.length > 0 && (
              <Button look="danger" disabled={undo.isPending} onClick={() => undo.mutate()}>
                {undo.isPending ? words.undoing : words.undoConfirm}
              </Button>
            )}
            {cancel}
          </div>
        </>
      )}
    </div>
  )
}

/** Undo for a publication not undone yet (publishers), beside `beside` (its Open button in a list). */
export function UndoControl({ id, undone, beside }: { id: string; undone: boolean; beside?: ReactNode }) {
  // What Undo came to: whether it is asked (again, with nothing said yet), what it said and where it clashed.
  const [{ asking, said, clashes }, setUndo] = useState({ asking: false, said: '', clashes: [] as Clash[] })
  const done = (text: string, found: Clash[], again = false) => setUndo({ asking: again, said: text, clashes: found })
  // Undone, or refused, its step and buttons are gone: focus goes to what it says, which stays in view as the list takes the new publication.
  const told = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (said) told.current?.focus()
  }, [said])
  return (
    <>
      {(beside || (!undone && !asking)) && (
        <div className="requests-row">
          {beside}
          {!undone && !asking && <Button onClick={() => done('', [], true)}>{words.undo}</Button>}
        </div>
      )}
      {asking && <UndoStep id={id} close={() => setUndo((undo) => ({ ...undo, asking: false }))} done={done} />}
      <div ref={told} tabIndex={-1} className="requests-outcome">
        <Said said={said} className="requests-then" />
        {clashes.length > 0 && <Clashes clashes={clashes} />}
      </div>
    </>
  )
}
