// What someone looking at a preview link says: their name, a comment, "Looks good" or "Send comment",
// which reach the request's timeline (POST preview-api/comment); then it says the firm will see them, and another may follow.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { previewLinkWords as words } from './preview-link-words.ts'
import type { Comment } from './preview-source.ts'

/** Where the bar's two columns begin (preview-link.css). */
const wideScreen = '(min-width: 900px)'

export function CommentBox({ send }: { send: (said: Comment) => Promise<{ message: string }> }) {
  const [name, setName] = useState('')
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<{ words: string; problem?: boolean }>()
  const sent = said?.words === words.thanks
  const id = useId()
  // Open beside the site on a wide screen; narrower, folded at the foot of the window (preview-link.css).
  const [wide] = useState(() => matchMedia(wideScreen).matches)
  // Beside the site's top on a wide screen, the box is left behind as the reader scrolls down: a button at the
  // window's foot then takes them back to it (on a phone the box is at the foot already, always in sight).
  const box = useRef<HTMLDetailsElement>(null)
  const [inSight, setInSight] = useState(true)
  useEffect(() => {
    const seen = new IntersectionObserver(([entry]) => setInSight(entry!.isIntersecting))
    seen.observe(box.current!)
    return () => seen.disconnect()
  }, [])
  const goToBox = () => {
    box.current!.open = true
    box.current!.scrollIntoView({ block: 'nearest' })
    box.current!.querySelector<HTMLElement>('input, textarea')?.focus()
  }
  const submit = async (looksGood: boolean, event?: FormEvent) => {
    event?.preventDefault()
    if (!looksGood && !text.trim()) return setSaid({ words: words.sayWhat, problem: true })
    setBusy(true)
    setSaid({ words: words.sending })
    try {
      await send({ name: name.trim(), looksGood, ...(text.trim() ? { words: text.trim() } : {}) })
      setSaid({ words: words.thanks })
    } catch (error) {
      setSaid({ words: (error as Error).message, problem: true })
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <details className="pl-comment" open={wide} ref={box}>
        <summary className="pl-comment-title" id={`${id}-title`}>
          {words.commentTitle}
        </summary>
        <form aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(false, event)}>
          {!sent && (
            <>
              <label htmlFor={`${id}-name`}>{words.name}</label>
              <input id={`${id}-name`} required maxLength={80} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
              <label htmlFor={`${id}-words`}>{words.comment}</label>
              <textarea id={`${id}-words`} rows={3} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
              <div className="pl-buttons">
                <button
                  type="button"
                  className="pl-primary"
                  disabled={busy}
                  onClick={(event) => {
                    if (event.currentTarget.form?.reportValidity()) void submit(true)
                  }}
                >
                  {words.looksGood}
                </button>
                <button type="submit" disabled={busy}>
                  {words.send}
                </button>
              </div>
            </>
          )}
          <p className={said?.problem ? 'pl-said pl-problem' : 'pl-said'} role="status" aria-live="polite">
            {said?.words}
          </p>
          {/* Something more to say after the thanks: the box again, the name kept, the words sent gone. */}
          {sent && (
            <div className="pl-buttons">
              <button type="button" onClick={() => (setText(''), setSaid(undefined))}>
                {words.another}
              </button>
            </div>
          )}
        </form>
      </details>
      {!inSight && !sent && (
        <button type="button" className="pl-comment-jump" onClick={goToBox}>
          {words.commentTitle}
        </button>
      )}
    </>
  )
}
