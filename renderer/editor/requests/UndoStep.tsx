// Undo, looked at first (publishers): what undoing a publication would take back, in words, worked out
// on the server with nothing sent (GET requests/:id/undo-site), a link to the site as it would be (the
// preview page), then "Undo this publication" or Cancel. Where a publication since changed the same
// places, each is said with both values, and there is nothing to confirm.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Bullets, Button, SiteLink } from './parts.tsx'
import { loadUndoSite, Refusal, undoPreviewAddress, undoPublication, type Clash, type Publication } from './requests-api.ts'
import { placeWords, requestsWords as words } from './requests-words.ts'

const valueWords = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value))

export function Clashes({ clashes }: { clashes: Clash[] }) {
  return (
    <>
      <p className="requests-then">{words.undoClash}</p>
      <Bullets lines={clashes.map((c) => words.clash(placeWords(c.file, c.path), valueWords(c.mine), valueWords(c.theirs)))} />
    </>
  )
}

/** The step between Undo and its confirmation; `done` says what came of it (undone, or why not). */
export function UndoStep({ publication: p, close, done }: { publication: Publication; close: () => void; done: (said: string, clashes: Clash[]) => void }) {
  const client = useQueryClient()
  const { data, error } = useQuery({ queryKey: ['undoSite', p.id], queryFn: () => loadUndoSite(p.id), retry: false, gcTime: 0 })
  const clashes = error instanceof Refusal ? error.conflicts : []
  const undo = useMutation({
    mutationFn: () => undoPublication(p.id),
    onSuccess: () => {
      done(words.undoDone, [])
      return client.invalidateQueries({ queryKey: ['history'] })
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
          <SiteLink href={undoPreviewAddress(p.id)} label={words.undoSeeSite} />
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
