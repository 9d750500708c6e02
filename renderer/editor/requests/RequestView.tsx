// One request: its title, who sent it and when, the sender's note, every change in words, its before and
// after pictures (RequestPictures.tsx), what the checks say, what happened to it, and what the person may do: publishers answer it (RequestActions.tsx),
// its sender rewords it while it is open, and everyone comments.
import { useQuery } from '@tanstack/react-query'
import type { CSSProperties } from 'react'
import { buttonClass, noteStyle, partHeadingStyle } from '../editor-look.ts'
import { AnswerNote } from './AnswerNote.tsx'
import { CommentBox, RewordForm } from './RequestForms.tsx'
import { RequestActions } from './RequestActions.tsx'
import { RequestPictures } from './RequestPictures.tsx'
import { loadChecks, loadMine, loadRequest, requestPreviewAddress, type RequestShown } from './requests-api.ts'
import { requestsSlice } from './requests-slice.ts'
import { StateLabel } from './StateLabel.tsx'
import { eventWords, requestsWords as words, when } from './requests-words.ts'

const list: CSSProperties = { margin: '4px 0', paddingLeft: 20, listStyle: 'disc' }
const timeline: CSSProperties = { margin: '4px 0', padding: 0, listStyle: 'none', display: 'grid', gap: 4 }

function Checks({ id }: { id: string }) {
  const { data, error } = useQuery({ queryKey: ['checks', id], queryFn: () => loadChecks(id) })
  return (
    <section aria-label={words.checks} data-editor-part="">
      <h3 style={partHeadingStyle}>{words.checks}</h3>
      {error ? (
        <p>{words.checksFailed(error.message)}</p>
      ) : !data ? (
        <p aria-busy="true">{words.checking}</p>
      ) : (
        <>
          {!data.problems.length && !data.warnings.length && <p style={{ margin: 0 }}>{words.allClear}</p>}
          {data.problems.length > 0 && (
            <>
              <p style={{ margin: 0, fontWeight: 700 }}>{words.problems}</p>
              <ul style={list}>
                {data.problems.map((p, i) => (
                  <li key={i}>{p}</li>
                ))}
              </ul>
            </>
          )}
          {data.warnings.length > 0 && (
            <>
              <p style={{ margin: 0, fontWeight: 700 }}>{words.warnings}</p>
              <ul style={list}>
                {data.warnings.map((w, i) => (
                  <li key={i}>{w}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  )
}

const liveEvent = ({ events }: RequestShown) => events.find((e) => e.kind === 'live')
const awaitsLive = (shown: RequestShown) => shown.watched === true && !liveEvent(shown)

/** Published: by whom and when, and whether the live site shows it yet, when the editor is told (SITE_ORIGIN). */
function PublishedNote({ shown }: { shown: RequestShown }) {
  const published = shown.events.findLast((e) => e.kind === 'published')
  const live = liveEvent(shown)
  return (
    <>
      {published && <p style={noteStyle}>{words.publishedBy(published.by, published.at)}</p>}
      {live && <p style={noteStyle}>{words.liveSince(live.at)}</p>}
      {awaitsLive(shown) && (
        <p style={noteStyle} role="status">
          {words.notLiveYet}
        </p>
      )}
    </>
  )
}

export function RequestView({ id, publisher }: { id: string; publisher: boolean }) {
  // Published, it is asked again every few seconds until the live site shows it.
  const { data, error } = useQuery({
    queryKey: ['request', id],
    queryFn: () => loadRequest(id),
    refetchInterval: (query) => (query.state.data && awaitsLive(query.state.data) ? 3_000 : 15_000),
  })
  const mine = useQuery({ queryKey: ['myRequests'], queryFn: loadMine }).data?.some((r) => r.id === id)
  const back = (
    <button type="button" className={buttonClass.quiet} style={{ marginLeft: -10 }} onClick={() => requestsSlice.set({ chosen: undefined })}>
      <span aria-hidden="true">{words.backIcon}</span>
      {words.back}
    </button>
  )
  if (error)
    return (
      <>
        {back}
        <p role="alert">{words.failed(error.message)}</p>
      </>
    )
  if (!data)
    return (
      <>
        {back}
        <p aria-busy="true">{words.loading}</p>
      </>
    )
  const { request, events } = data
  const open = request.state === 'waiting' || request.state === 'changes asked'
  return (
    <article aria-label={request.title} style={{ overflowWrap: 'anywhere' }}>
      {back}
      <h3 style={{ ...partHeadingStyle, fontSize: 21, lineHeight: 1.3, margin: '12px 0 0' }}>{request.title}</h3>
      <div data-request-state="">
        <StateLabel state={request.state} />
      </div>
      {(request.state === 'changes asked' || request.state === 'declined') && <AnswerNote events={events} />}
      {request.state === 'published' && <PublishedNote shown={data} />}
      <p style={noteStyle}>{words.sentBy(request.sender, request.sentAt)}</p>
      {request.publishAt && request.state === 'waiting' && <p style={noteStyle}>{words.scheduledFor(request.publishAt)}</p>}
      {request.note && (
        <section aria-label={words.note} data-editor-part="">
          <h3 style={partHeadingStyle}>{words.note}</h3>
          <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{request.note}</p>
        </section>
      )}
      <section aria-label={words.changes} data-editor-part="">
        <h3 style={partHeadingStyle}>{words.changes}</h3>
        <ul style={list}>
          {request.changes.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      </section>
      {request.state !== 'published' && (
        <p style={{ margin: '8px 0' }}>
          <a href={requestPreviewAddress(id)} target="_blank" rel="noreferrer" style={{ color: '#1549d6', textDecoration: 'underline', fontWeight: 600 }}>
            {words.seeSite}
          </a>{' '}
          <span style={{ color: '#475569' }}>{words.undoSeeSiteHint}</span>
        </p>
      )}
      <RequestPictures id={id} />
      {open && <Checks id={id} />}
      {publisher && request.state === 'waiting' && <RequestActions request={request} />}
      {mine && open && <RewordForm request={request} />}
      <section aria-label={words.timeline} data-editor-part="">
        <h3 style={partHeadingStyle}>{words.timeline}</h3>
        <ol style={timeline}>
          {events.map((e, i) => (
            <li key={i}>
              <span style={{ color: '#475569' }}>{when(e.at)}</span>
              {' — '}
              {eventWords(e)}
            </li>
          ))}
        </ol>
      </section>
      <CommentBox id={id} />
    </article>
  )
}
