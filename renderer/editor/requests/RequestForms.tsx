// The forms of a request's view that are not a publisher's: its sender changes its title or note while
// it is open, and anyone signed in comments on it.
import { useState, type CSSProperties, type FormEvent } from 'react'
import { buttonClass, fieldStyle, partHeadingStyle, rowStyle } from '../editor-look.ts'
import { commentOn, reword, type RequestSummary } from './requests-api.ts'
import { requestsWords as words } from './requests-words.ts'
import { useAction } from './use-action.ts'

export const formStyle: CSSProperties = { display: 'grid', gap: 8, marginTop: 8 }
export const textStyle: CSSProperties = { ...fieldStyle, maxWidth: '36rem', minHeight: '4.5em', resize: 'vertical' }
export const Said = ({ said }: { said: string }) =>
  said ? (
    <p role="status" style={{ margin: 0 }}>
      {said}
    </p>
  ) : null

export function RewordForm({ request }: { request: RequestSummary }) {
  const [title, setTitle] = useState(request.title)
  const [note, setNote] = useState(request.note ?? '')
  const { said, busy, run } = useAction(request.id)
  const save = (e: FormEvent) => {
    e.preventDefault()
    void run(() => reword(request.id, title, note), words.saved)
  }
  return (
    <section aria-label={words.reword} data-editor-part="">
      <h3 style={partHeadingStyle}>{words.reword}</h3>
      <form onSubmit={save} style={formStyle}>
        <label style={{ display: 'grid', gap: 4 }}>
          {words.title}
          <input style={{ ...fieldStyle, maxWidth: '36rem' }} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          {words.yourNote}
          <textarea style={textStyle} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
        </label>
        <div style={rowStyle}>
          <button type="submit" className={buttonClass.plain} disabled={busy}>
            {words.saveWords}
          </button>
        </div>
        <Said said={said} />
      </form>
    </section>
  )
}

export function CommentBox({ id }: { id: string }) {
  const [text, setText] = useState('')
  const { said, setSaid, busy, run } = useAction(id)
  const send = async (e: FormEvent) => {
    e.preventDefault()
    if (!text.trim()) return setSaid(words.sayComment)
    if (await run(() => commentOn(id, text), '')) setText('')
  }
  return (
    <section aria-label={words.comment} data-editor-part="">
      <h3 style={partHeadingStyle}>{words.comment}</h3>
      <form onSubmit={(e) => void send(e)} style={formStyle}>
        <label style={{ display: 'grid', gap: 4 }}>
          {words.commentLabel}
          <textarea style={textStyle} value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} />
        </label>
        <div style={rowStyle}>
          <button type="submit" className={buttonClass.plain} disabled={busy}>
            {words.sendComment}
          </button>
        </div>
        <Said said={said} />
      </form>
    </section>
  )
}
