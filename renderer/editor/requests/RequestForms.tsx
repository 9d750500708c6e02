// The forms of a request's view that are not a publisher's: its sender changes its title or note while
// it is open, and anyone signed in comments on it.
import { useState, type FormEvent } from 'react'
import { Form, Part, Words } from './parts.tsx'
import { commentOn, reword, type RequestSummary } from './requests-api.ts'
import { requestsWords as words } from './requests-words.ts'
import { useAction } from './use-action.ts'

export function RewordForm({ request }: { request: RequestSummary }) {
  const [title, setTitle] = useState(request.title)
  const [note, setNote] = useState(request.note ?? '')
  const { said, busy, run } = useAction(request.id)
  const save = (e: FormEvent) => {
    e.preventDefault()
    void run(() => reword(request.id, title, note), words.saved)
  }
  return (
    <Part name={words.reword}>
      <Form onSubmit={save} submit={words.saveWords} busy={busy} said={said}>
        <label>
          {words.title}
          <input className="requests-field" value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <Words label={words.yourNote} value={note} set={setNote} />
      </Form>
    </Part>
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
    <Part name={words.comment}>
      <Form onSubmit={(e) => void send(e)} submit={words.sendComment} busy={busy} said={said}>
        <Words label={words.commentLabel} value={text} set={setText} />
      </Form>
    </Part>
  )
}
