// One request: its title, who sent it and when, the sender's note, every change in words, its before and
// after pictures (RequestPictures.tsx), what the checks say, what happened to it, and what the person may do: publishers answer it (RequestActions.tsx)
// and undo it once published (UndoStep.tsx),
// its sender rewords it while it is open, and everyone comments.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { AnswerNote, Bullets, Button, Loaded, Part, SiteLink, StateLabel } from './parts.tsx'
import { CommentBox, RewordForm } from './RequestForms.tsx'
import { RequestActions } from './RequestActions.tsx'
import { RequestPictures } from './RequestPictures.tsx'
import { UndoControl } from './UndoStep.tsx'
import { following, loadChecks, loadMine, loadRequest, requestPreviewAddress, type RequestShown } from './requests-api.ts'
import { requestsSlice } from './requests-slice.ts'
import { when } from '../editor-words.ts'
import { eventWords, requestsWords as words } from './requests-words.ts'

/** What the checks found of one kind (problems, warnings), if any. */
const Found = ({ heading, lines }: { heading: string; lines: string[] }) =>
  lines.length > 0 && (
    <>
      <p className="requests-strong">{heading}</p>
      <Bullets lines={lines} />
    </>
  )

function Checks({ id }: { id: string }) {
  const query = useQuery({ queryKey: ['checks', id], queryFn: () => loadChecks(id) })
  return (
    <Part name={words.checks}>
      <Loaded query={query} failed={words.checksFailed} loading={words.checking}>
        {({ problems, warnings }) => (
          <>
            {!problems.length && !warnings.length && <p className="requests-flat">{words.allClear}</p>}
            <Found heading={words.problems} lines={problems} />
            <Found heading={words.warnings} lines={warnings} />
          </>
        )}
      </Loaded>
    </Part>
  )
}

const liveEvent = ({ events }: RequestShown) => events.find((e) => e.kind === 'live')
const awaitsLive = (shown: RequestShown) => shown.watched === true && !liveEvent(shown)

/** Published: by whom and when, and whether the live site shows it yet, when the editor is told (SITE_ORIGIN);
 * when it is not, when a publication goes live. */
function PublishedNote({ shown }: { shown: RequestShown }) {
  const published = shown.events.findLast((e) => e.kind === 'published')
  const live = liveEvent(shown)
  return (
    <>
      {published && <p className="requests-note">{words.publishedBy(published.by, published.at)}</p>}
      {live && <p className="requests-note">{words.liveSince(live.at)}</p>}
      {!live && !shown.watched && <p className="requests-note">{words.goesLive}</p>}
      {awaitsLive(shown) && (
        <p className="requests-note" role="status">
          {words.notLiveYet}
        </p>
      )}
    </>
  )
}

export function RequestView({ id, publisher }: { id: string; publisher: boolean }) {
  // Left open, it follows what others do; published, it is asked again every few seconds until the live site shows it.
  const { data, error } = useQuery({
    queryKey: ['request', id],
    queryFn: () => loadRequest(id),
    ...following,
    refetchInterval: (query) => (query.state.data && awaitsLive(query.state.data) ? 3_000 : following.refetchInterval),
  })
  const mine = useQuery({ queryKey: ['myRequests'], queryFn: loadMine }).data?.some((r) => r.id === id)
  // Once this view's answer changed its state (the answer's buttons go with it), what came of it is read at its top: focus moves there.
  const outcome = useRef<HTMLDivElement>(null)
  const answering = useRef(false)
  useEffect(() => {
    if (!answering.current || data?.request.state === 'waiting') return
    answering.current = false
    outcome.current?.focus()
  }, [data?.request.state])
  const back = (
    <Button look="quiet" className="requests-back" onClick={() => requestsSlice.set({ chosen: undefined, left: id })}>
      <span aria-hidden="true">{words.backIcon}</span>
      {words.back}
    </Button>
  )
  if (error || !data)
    return (
      <>
        {back}
        {error ? <p role="alert">{words.failed(error.message)}</p> : <p aria-busy="true">{words.loading}</p>}
      </>
    )
  const { request, events } = data
  const open = request.state === 'waiting' || request.state === 'changes asked'
  return (
    <article aria-label={request.title} className="requests-article">
      {back}
      <h3 className="requests-page-title">{request.title}</h3>
      <div data-request-state="" tabIndex={-1} ref={outcome} className="requests-outcome">
        <StateLabel state={request.state} />
        {(request.state === 'changes asked' || request.state === 'declined') && <AnswerNote events={events} />}
        {mine && request.state === 'changes asked' && <p className="requests-note">{words.askedWhatNow}</p>}
        {request.state === 'published' && <PublishedNote shown={data} />}
      </div>
      <p className="requests-note">{words.sentBy(request.sender, request.sentAt)}</p>
      {request.publishAt && request.state === 'waiting' && <p className="requests-note">{words.scheduledFor(request.publishAt)}</p>}
      {request.note && (
        <Part name={words.note}>
          <p className="requests-words">{request.note}</p>
        </Part>
      )}
      <Part name={words.changes}>
        <Bullets lines={request.changes} />
      </Part>
      {request.state !== 'published' && <SiteLink href={requestPreviewAddress(id)} label={words.seeSite} />}
      <RequestPictures id={id} />
      {open && <Checks id={id} />}
      {publisher && request.state === 'waiting' && <RequestActions request={request} underWay={(on) => (answering.current = on)} />}
      {mine && open && <RewordForm request={request} />}
      {publisher && request.state === 'published' && <UndoControl id={id} undone={events.some((e) => e.kind === 'undone')} />}
      <Part name={words.timeline}>
        <ol className="requests-timeline">
          {events.map((e, i) => (
            <li key={i}>
              <span className="requests-hint">{when(e.at)}</span>
              {' — '}
              {eventWords(e)}
            </li>
          ))}
        </ol>
      </Part>
      <CommentBox id={id} />
    </article>
  )
}
