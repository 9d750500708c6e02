// A publisher's answers to a waiting request: Publish, Ask for changes (their words required), Decline,
// Publish at… (a date and time; cancelled when set) and a preview link for someone without an account
// (copy it; its end date; End its links). Each says what it did, or the server's refusal, beside it.
import { useState, type CSSProperties, type FormEvent } from 'react'
import { buttonClass, fieldStyle, partHeadingStyle, rowStyle } from '../editor-look.ts'
import { formStyle, Said, textStyle } from './RequestForms.tsx'
import { answerRequest, endPreviewLinks, makePreviewLink, publishRequest, schedule } from './requests-api.ts'
import type { Decision, PreviewLinkMade, RequestSummary } from './requests-api.ts'
import { requestsWords as words } from './requests-words.ts'
import { useAction } from './use-action.ts'

const box: CSSProperties = { borderTop: '1px solid #e2e8f0', paddingTop: 12, marginTop: 12 }
const label: CSSProperties = { display: 'grid', gap: 4 }

function Answer({ id }: { id: string }) {
  const [asking, setAsking] = useState<Decision>()
  const [text, setText] = useState('')
  const publishing = useAction(id)
  const answering = useAction(id)
  const send = async (e: FormEvent) => {
    e.preventDefault()
    if (!asking) return
    if (asking === 'changes asked' && !text.trim()) return answering.setSaid(words.sayWhich)
    if (await answering.run(() => answerRequest(id, asking, text), words.answered)) setAsking(undefined)
  }
  return (
    <div>
      <div style={rowStyle}>
        <button
          type="button"
          className={buttonClass.main}
          disabled={publishing.busy}
          onClick={() => void publishing.run(() => publishRequest(id), words.publishedNow, words.publishing)}
        >
          {words.publish}
        </button>
        <button type="button" className={buttonClass.plain} aria-expanded={asking === 'changes asked'} onClick={() => setAsking('changes asked')}>
          {words.askChanges}
        </button>
        <button type="button" className={buttonClass.plain} aria-expanded={asking === 'declined'} onClick={() => setAsking('declined')}>
          {words.decline}
        </button>
      </div>
      <Said said={publishing.said} />
      {asking && (
        <form onSubmit={(e) => void send(e)} style={formStyle} aria-label={asking === 'declined' ? words.decline : words.askChanges}>
          <label style={label}>
            {asking === 'declined' ? words.declineWhy : words.whichChanges}
            <textarea style={textStyle} value={text} maxLength={2000} aria-required={asking === 'changes asked'} onChange={(e) => setText(e.target.value)} />
          </label>
          <div style={rowStyle}>
            <button type="submit" className={asking === 'declined' ? buttonClass.danger : buttonClass.main} disabled={answering.busy}>
              {asking === 'declined' ? words.confirmDecline : words.sendAsk}
            </button>
            <button type="button" className={buttonClass.plain} onClick={() => setAsking(undefined)}>
              {words.cancel}
            </button>
          </div>
        </form>
      )}
      <Said said={answering.said} />
    </div>
  )
}

function PublishAt({ request }: { request: RequestSummary }) {
  const [open, setOpen] = useState(false)
  const [value, setValue] = useState('')
  const { said, setSaid, busy, run } = useAction(request.id)
  const set = async (e: FormEvent) => {
    e.preventDefault()
    const at = new Date(value).getTime()
    if (!value || Number.isNaN(at)) return setSaid(words.chooseTime)
    if (await run(() => schedule(request.id, at), words.scheduledFor(at))) setOpen(false)
  }
  return (
    <div style={box}>
      <div style={rowStyle}>
        {!open && (
          <button type="button" className={buttonClass.plain} onClick={() => setOpen(true)}>
            {words.publishAt}
          </button>
        )}
        {request.publishAt && (
          <button type="button" className={buttonClass.plain} disabled={busy} onClick={() => void run(() => schedule(request.id, null), '')}>
            {words.cancelTime}
          </button>
        )}
      </div>
      {open && (
        <form onSubmit={(e) => void set(e)} style={formStyle}>
          <label style={label}>
            {words.publishAtLabel}
            <input type="datetime-local" style={fieldStyle} value={value} onChange={(e) => setValue(e.target.value)} />
          </label>
          <div style={rowStyle}>
            <button type="submit" className={buttonClass.plain} disabled={busy}>
              {words.setTime}
            </button>
            <button type="button" className={buttonClass.plain} onClick={() => setOpen(false)}>
              {words.cancel}
            </button>
          </div>
        </form>
      )}
      <Said said={said} />
    </div>
  )
}

function PreviewLinks({ id }: { id: string }) {
  const [days, setDays] = useState(7)
  const [made, setMade] = useState<PreviewLinkMade>()
  const { said, setSaid, busy, run } = useAction(id)
  const make = () => void run(async () => setMade(await makePreviewLink(id, days)), '')
  const end = () =>
    void run(
      async () => {
        setMade(undefined)
        return (await endPreviewLinks(id)).ended
      },
      (ended) => words.linksEnded(typeof ended === 'number' ? ended : 0),
    )
  const copy = () =>
    void navigator.clipboard.writeText(made!.link).then(
      () => setSaid(words.copied),
      () => {},
    )
  return (
    <div style={box}>
      <h4 style={{ ...partHeadingStyle, fontSize: 15, margin: '0 0 4px' }}>{words.previewHeading}</h4>
      <p style={{ margin: '0 0 8px', color: '#475569' }}>{words.previewHint}</p>
      <div style={rowStyle}>
        <label>
          {words.previewDays}{' '}
          <select style={{ ...fieldStyle, width: 'auto' }} value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {[1, 2, 3, 4, 5, 6, 7].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={buttonClass.plain} disabled={busy} onClick={make}>
          {words.previewLink}
        </button>
        <button type="button" className={buttonClass.plain} disabled={busy} onClick={end}>
          {words.endLinks}
        </button>
      </div>
      {made && (
        <div style={formStyle}>
          <label style={label}>
            {words.link}
            <input readOnly style={{ ...fieldStyle, maxWidth: '36rem' }} value={made.link} onFocus={(e) => e.target.select()} />
          </label>
          <div style={rowStyle}>
            <button type="button" className={buttonClass.plain} onClick={copy}>
              {words.copy}
            </button>
            <span>{words.linkEnds(made.expires)}</span>
          </div>
        </div>
      )}
      <Said said={said} />
    </div>
  )
}

export function RequestActions({ request }: { request: RequestSummary }) {
  return (
    <section aria-label={words.decide} data-editor-part="">
      <h3 style={partHeadingStyle}>{words.decide}</h3>
      <Answer id={request.id} />
      <PublishAt request={request} />
      <PreviewLinks id={request.id} />
    </section>
  )
}
