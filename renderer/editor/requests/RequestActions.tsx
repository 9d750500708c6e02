// A publisher's answers to a waiting request: Publish, Ask for changes (their words required), Decline,
// Publish at… (a date and time at the firm, its zone named; changed or cancelled when set) and a preview link for someone without an account
// (copy it; its end date; how many are open, and End its links when any is). Each says what it did, or
// the server's refusal, beside it; a form closed, or another opened, leaves nothing of what the last one
// said. Once Publish, Ask for changes or Decline is under way, `underWay` tells the request's view, which
// shows its new state once it comes (these buttons go with it), even when it comes before the answer: a
// publication takes a while, and the view asks again meanwhile.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button, Form, Part, Said, Words } from './parts.tsx'
import { answerRequest, endPreviewLinks, loadOpenLinks, makePreviewLink, publishRequest, schedule } from './requests-api.ts'
import type { Decision, PreviewLinkMade, RequestSummary } from './requests-api.ts'
import { requestsWords as words } from './requests-words.ts'
import { useAction } from './use-action.ts'
import { firmZone, momentOf, typedAt, zoneName } from '../firm-time.ts'

function Answer({ id, underWay }: { id: string; underWay: (answering: boolean) => void }) {
  const [asking, setAsking] = useState<Decision>()
  const [text, setText] = useState('')
  const publishing = useAction(id)
  const answering = useAction(id)
  const send = async (e: FormEvent) => {
    e.preventDefault()
    if (!asking) return
    if (asking === 'changes asked' && !text.trim()) return answering.setSaid(words.sayWhich)
    underWay(true)
    if (!(await answering.run(() => answerRequest(id, asking, text), words.answered))) return underWay(false)
    setAsking(undefined)
  }
  const ask = (decision: Decision | undefined) => {
    setAsking(decision)
    answering.setSaid('')
  }
  const publish = async () => {
    underWay(true)
    if (!(await publishing.run(() => publishRequest(id), words.publishedNow, words.publishing))) underWay(false)
  }
  const declining = asking === 'declined'
  return (
    <div>
      <div className="requests-row">
        <Button look="main" disabled={publishing.busy} onClick={() => void publish()}>
          {words.publish}
        </Button>
        <Button aria-expanded={asking === 'changes asked'} onClick={() => ask('changes asked')}>
          {words.askChanges}
        </Button>
        <Button aria-expanded={declining} onClick={() => ask('declined')}>
          {words.decline}
        </Button>
      </div>
      <Said said={publishing.said} />
      {asking && (
        <Form
          onSubmit={(e) => void send(e)}
          label={declining ? words.decline : words.askChanges}
          submit={declining ? words.confirmDecline : words.sendAsk}
          look={declining ? 'danger' : 'main'}
          busy={answering.busy}
          cancel={() => ask(undefined)}
        >
          <Words label={declining ? words.declineWhy : words.whichChanges} value={text} set={setText} required={!declining} />
        </Form>
      )}
      <Said said={answering.said} />
    </div>
  )
}

function PublishAt({ request }: { request: RequestSummary }) {
  const [open, setOpen] = useState(false)
  const [value, setValue] = useState('')
  const { said, setSaid, busy, run } = useAction(request.id)
  const show = (shown: boolean) => {
    setOpen(shown)
    setSaid('')
    // A time already set is the one to change: the field starts from it.
    if (shown && request.publishAt) setValue(typedAt(request.publishAt))
  }
  const set = async (e: FormEvent) => {
    e.preventDefault()
    const at = momentOf(value)
    if (!value || Number.isNaN(at)) return setSaid(words.chooseTime)
    if (await run(() => schedule(request.id, at), words.scheduledFor(at))) setOpen(false)
  }
  return (
    <div className="requests-box">
      <div className="requests-row">
        {!open && <Button onClick={() => show(true)}>{request.publishAt ? words.changeTime : words.publishAt}</Button>}
        {request.publishAt && (
          <Button disabled={busy} onClick={() => void run(() => schedule(request.id, null), words.timeCancelled)}>
            {words.cancelTime}
          </Button>
        )}
      </div>
      {open && (
        <Form onSubmit={(e) => void set(e)} submit={words.setTime} busy={busy} cancel={() => show(false)}>
          <label>
            {words.publishAtLabel}
            {firmZone() && words.inZone(zoneName())}
            <input type="datetime-local" className="requests-field" value={value} onChange={(e) => setValue(e.target.value)} />
          </label>
        </Form>
      )}
      <Said said={said} />
    </div>
  )
}

function PreviewLinks({ id }: { id: string }) {
  const [days, setDays] = useState(7)
  const [made, setMade] = useState<PreviewLinkMade>()
  const { said, setSaid, busy, run } = useAction(id)
  const { data: open = [] } = useQuery({ queryKey: ['previewLinks', id], queryFn: () => loadOpenLinks(id) })
  const make = () => {
    setEnded(false)
    void run(async () => setMade(await makePreviewLink(id, days)), '')
  }
  // Ending them takes End its links away: the focus goes to Make a preview link (once it can take it
  // again), not to the page's top.
  const makeButton = useRef<HTMLButtonElement>(null)
  const [ended, setEnded] = useState(false)
  const end = async () => {
    setMade(undefined)
    setEnded(await run(async () => (await endPreviewLinks(id)).ended, words.linksEnded))
  }
  useEffect(() => {
    if (ended && !busy) makeButton.current?.focus()
  }, [ended, busy])
  // A link just made is brought into sight with its Copy, and has the focus, chosen whole: ready to copy.
  const shown = useRef<HTMLDivElement>(null)
  useEffect(() => {
    shown.current?.scrollIntoView({ block: 'nearest' })
    shown.current?.querySelector('input')?.focus({ preventScroll: true })
  }, [made])
  const copy = () =>
    void navigator.clipboard
      .writeText(made!.link)
      .then(() => setSaid(words.copied))
      .catch(() => {})
  return (
    <div className="requests-box">
      <h4>{words.previewHeading}</h4>
      <p>{words.previewHint}</p>
      {open.length > 0 && (
        <div className="requests-row">
          <span>{words.linksOpen(open.length, Math.max(...open.map((l) => l.expires)))}</span>
          <Button disabled={busy} onClick={() => void end()}>
            {words.endLinks}
          </Button>
        </div>
      )}
      <div className="requests-row">
        <label>
          {words.previewDays}{' '}
          <select className="requests-field" value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {[1, 2, 3, 4, 5, 6, 7].map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
        <Button ref={makeButton} disabled={busy} onClick={make}>
          {words.previewLink}
        </Button>
      </div>
      {made && (
        <div className="requests-form" ref={shown}>
          <label>
            {words.link}
            <input readOnly className="requests-field" value={made.link} onFocus={(e) => e.target.select()} />
          </label>
          <div className="requests-row">
            <Button onClick={copy}>{words.copy}</Button>
            <span>{words.linkEnds(made.expires)}</span>
          </div>
        </div>
      )}
      <Said said={said} />
    </div>
  )
}

export const RequestActions = ({ request, underWay }: { request: RequestSummary; underWay: (answering: boolean) => void }) => (
  <Part name={words.decide}>
    <Answer id={request.id} underWay={underWay} />
    <PublishAt request={request} />
    <PreviewLinks id={request.id} />
  </Part>
)
