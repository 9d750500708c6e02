// The Requests panel (the shell's Panel: a framed column over the page, a sheet on a phone): Waiting
// (publishers), My requests (each state in words) and Published (with Undo for publishers); a request
// chosen in any of them opens in its own view (RequestView.tsx).
import { useQuery } from '@tanstack/react-query'
import { Panel } from '../shell/Panel.tsx'
import { Button, Card, CardAnswer, Cards, OpenButton, StateLabel } from './parts.tsx'
import { PublishedList } from './PublishedList.tsx'
import { following, loadMine, loadWaiting, type RequestSummary } from './requests-api.ts'
import { closeRequests, requestsSlice, type RequestsTab } from './requests-slice.ts'
import { requestsWords as words, type RequestState } from './requests-words.ts'
import { RequestView } from './RequestView.tsx'

/** One request in a list: its title, its state or who sent it, and Open. */
function RequestCard({ id, title, lines, state }: { id: string; title: string; lines: string[]; state?: RequestState }) {
  return (
    <Card id={id} title={title}>
      {state && <StateLabel state={state} />}
      {lines.map((line, i) => (
        <p key={i} className="requests-note">
          {line}
        </p>
      ))}
      {state && <CardAnswer id={id} state={state} />}
      <OpenButton id={id} title={title} />
    </Card>
  )
}

const WaitingList = () => (
  <Cards
    query={useQuery({ queryKey: ['waiting'], queryFn: loadWaiting, ...following })}
    none={words.nothingWaiting}
    card={(r) => <RequestCard key={r.id} id={r.id} title={r.title} lines={[words.sentBy(r.author, Date.parse(r.sentAt)), ...setFor(r), ...r.changes]} />}
  />
)

// Set for a time, its publishers and its sender read when without opening it: the ones still to decide stand out.
const setFor = ({ publishAt }: { publishAt?: number }) => (publishAt ? [words.scheduledFor(publishAt)] : [])
const mineLines = (r: RequestSummary) => [words.sentBy(r.sender, r.sentAt), ...(r.state === 'waiting' ? setFor(r) : [])]

const MyRequests = () => (
  <Cards
    query={useQuery({ queryKey: ['myRequests'], queryFn: loadMine, ...following })}
    none={words.noneOfMine}
    card={(r) => <RequestCard key={r.id} id={r.id} title={r.title} state={r.state} lines={mineLines(r)} />}
  />
)

export function RequestsPanel({ publisher }: { publisher: boolean }) {
  const { tab: shown, chosen } = requestsSlice.use()
  const tabs: [RequestsTab, string][] = [
    ...(publisher ? [['waiting', words.waiting] as [RequestsTab, string]] : []),
    ['mine', words.myRequests],
    ['published', words.published],
  ]
  return (
    <Panel title={words.requests} onClose={closeRequests}>
      <div className="requests-panel">
        {chosen ? (
          <RequestView id={chosen} publisher={publisher} />
        ) : (
          <>
            <div role="tablist" aria-label={words.tabs} data-editor-tabs="">
              {tabs.map(([name, label]) => (
                <Button key={name} look="quiet" role="tab" aria-selected={shown === name} onClick={() => requestsSlice.set({ tab: name })}>
                  {label}
                </Button>
              ))}
            </div>
            <div role="tabpanel" aria-label={tabs.find(([name]) => name === shown)?.[1]}>
              {shown === 'waiting' && publisher && <WaitingList />}
              {shown === 'mine' && <MyRequests />}
              {shown === 'published' && <PublishedList publisher={publisher} />}
            </div>
          </>
        )}
      </div>
    </Panel>
  )
}
