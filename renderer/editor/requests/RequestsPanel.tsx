// The Requests panel (the shell's Panel: a framed column over the page, a sheet on a phone): Waiting
// (publishers), My requests (each state in words) and Published (with Undo for publishers); a request
// chosen in any of them opens in its own view (RequestView.tsx).
import { useQuery } from '@tanstack/react-query'
import type { CSSProperties } from 'react'
import { Panel } from '../shell/Panel.tsx'
import { buttonClass, listStyle, noteStyle } from '../editor-look.ts'
import { CardAnswer } from './AnswerNote.tsx'
import { StateLabel } from './StateLabel.tsx'
import { PublishedList } from './PublishedList.tsx'
import { loadMine, loadWaiting } from './requests-api.ts'
import { closeRequests, requestsSlice, type RequestsTab } from './requests-slice.ts'
import { requestsWords as words, type RequestState } from './requests-words.ts'
import { RequestView } from './RequestView.tsx'

const titleStyle: CSSProperties = { font: 'inherit', fontSize: 16, fontWeight: 700, margin: 0 }
/** One request in a list: its title, its state or who sent it, and Open. */
function RequestCard({ id, title, lines, state }: { id: string; title: string; lines: string[]; state?: RequestState }) {
  return (
    <li data-editor-card="" data-request={id}>
      <h3 style={titleStyle}>{title}</h3>
      {state && <StateLabel state={state} />}
      {lines.map((line, i) => (
        <p key={i} style={noteStyle}>
          {line}
        </p>
      ))}
      {state && <CardAnswer id={id} state={state} />}
      <button
        type="button"
        className={buttonClass.plain}
        style={{ marginTop: 8 }}
        onClick={() => requestsSlice.set({ chosen: id })}
        aria-label={`${words.open}: ${title}`}
      >
        {words.open}
      </button>
    </li>
  )
}

function WaitingList() {
  const { data, error } = useQuery({ queryKey: ['waiting'], queryFn: loadWaiting, refetchInterval: 15_000 })
  if (error) return <p role="alert">{words.failed(error.message)}</p>
  if (!data) return <p aria-busy="true">{words.loading}</p>
  if (!data.length) return <p>{words.nothingWaiting}</p>
  return (
    <ul style={listStyle}>
      {data.map((r) => (
        <RequestCard key={r.id} id={r.id} title={r.title} lines={[words.sentBy(r.author, Date.parse(r.sentAt)), ...r.changes]} />
      ))}
    </ul>
  )
}

function MyRequests() {
  const { data, error } = useQuery({ queryKey: ['myRequests'], queryFn: loadMine, refetchInterval: 15_000 })
  if (error) return <p role="alert">{words.failed(error.message)}</p>
  if (!data) return <p aria-busy="true">{words.loading}</p>
  if (!data.length) return <p>{words.noneOfMine}</p>
  return (
    <ul style={listStyle}>
      {data.map((r) => (
        <RequestCard key={r.id} id={r.id} title={r.title} state={r.state} lines={[words.sentBy(r.sender, r.sentAt)]} />
      ))}
    </ul>
  )
}

export function RequestsPanel({ publisher }: { publisher: boolean }) {
  const { tab: shown, chosen } = requestsSlice.use()
  const tabs: [RequestsTab, string][] = [
    ...(publisher ? [['waiting', words.waiting] as [RequestsTab, string]] : []),
    ['mine', words.myRequests],
    ['published', words.published],
  ]
  return (
    <Panel title={words.requests} onClose={closeRequests}>
      {chosen ? (
        <RequestView id={chosen} publisher={publisher} />
      ) : (
        <>
          <div role="tablist" aria-label={words.tabs} data-editor-tabs="">
            {tabs.map(([name, label]) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={shown === name}
                className={buttonClass.quiet}
                onClick={() => requestsSlice.set({ tab: name })}
              >
                {label}
              </button>
            ))}
          </div>
          <div role="tabpanel" aria-label={tabs.find(([name]) => name === shown)?.[1]}>
            {shown === 'waiting' && publisher && <WaitingList />}
            {shown === 'mine' && <MyRequests />}
            {shown === 'published' && <PublishedList publisher={publisher} />}
          </div>
        </>
      )}
    </Panel>
  )
}
