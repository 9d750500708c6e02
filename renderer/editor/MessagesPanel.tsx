// "Messages": the messages visitors sent through the site's forms, newest first, over the page: a
// search box, each message with who sent it and when, "Answered" to mark it, and "Download for a
// spreadsheet" (CSV). Mounted in the bar.
import { useEffect, useState, type CSSProperties } from 'react'
import { downloadCsv, loadMessages, markAnswered, type VisitorMessage } from './messages-api.ts'
import { messagesWords as words } from './messages-words.ts'

const panel: CSSProperties = {
  position: 'fixed', inset: 0, overflow: 'auto', background: '#ffffff', color: '#111827', zIndex: 2147483647,
  font: '15px/1.5 system-ui, sans-serif', padding: 'clamp(12px, 3vw, 32px)', boxSizing: 'border-box',
}
const button: CSSProperties = { background: '#f9fafb', color: '#111827', border: '1px solid #9ca3af', borderRadius: 4, padding: '4px 12px', font: 'inherit', cursor: 'pointer' }
// The site's stylesheet takes a field's border and background away: the editor gives them back.
const field: CSSProperties = { font: 'inherit', padding: '4px 8px', width: 'min(100%, 24rem)', border: '1px solid #6b7280', borderRadius: 4, background: '#ffffff', color: '#111827' }
const card: CSSProperties = { border: '1px solid #d1d5db', borderRadius: 6, padding: 12, margin: '0 0 12px', overflowWrap: 'anywhere' }

function Message({ message, onAnswered }: { message: VisitorMessage; onAnswered: (answered: boolean) => void }) {
  const when = new Date(message.receivedAt).toLocaleString()
  return (
    <li style={{ ...card, background: message.answeredAt ? '#f0fdf4' : '#ffffff' }}>
      <p style={{ margin: 0, fontWeight: 700 }}>{message.subject}</p>
      <p style={{ margin: '0 0 8px', opacity: 0.8 }}>{words.from(message.fullName, message.email, message.phone, when)}</p>
      <p style={{ margin: '0 0 8px', whiteSpace: 'pre-wrap' }}>{message.message}</p>
      <label>
        <input type="checkbox" checked={Boolean(message.answeredAt)} onChange={(e) => onAnswered(e.target.checked)} />{' '}
        {message.answeredAt ? words.answeredBy(message.answeredBy ?? '', new Date(message.answeredAt).toLocaleString()) : words.answered}
      </label>
    </li>
  )
}

export function MessagesPanel() {
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const [messages, setMessages] = useState<VisitorMessage[]>()
  const [error, setError] = useState('')

  const refresh = (words: string) => loadMessages(words).then((found) => { setMessages(found); setError('') }, (e: Error) => setError(e.message))
  useEffect(() => {
    if (!open) return
    // Asked a moment after the typing stops.
    const timer = setTimeout(() => void refresh(search), 200)
    return () => clearTimeout(timer)
  }, [open, search])

  const answer = async (id: string, answered: boolean) => {
    // Shown at once; the list read again after it says who marked it, and when.
    setMessages((all) => all?.map((m) => (m.id === id ? { ...m, answeredAt: answered ? new Date().toISOString() : undefined } : m)))
    try {
      await markAnswered(id, answered)
      await refresh(search)
    } catch (e) {
      setError((e as Error).message)
    }
  }

  return (
    <>
      <button type="button" style={{ ...button, border: 0 }} onClick={() => setOpen(true)}>{words.messages}</button>
      {open && (
        <div role="dialog" aria-label={words.messages} style={panel} onKeyDown={(e) => { if (e.key === 'Escape') setOpen(false) }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
            <h2 style={{ font: 'inherit', fontSize: 20, fontWeight: 700, margin: 0, flex: '1 1 auto' }}>{words.messages}</h2>
            <button type="button" style={button} onClick={() => void downloadCsv().catch((e: Error) => setError(e.message))}>{words.download}</button>
            <button type="button" style={button} onClick={() => setOpen(false)}>{words.close}</button>
          </div>
          <label style={{ display: 'block', marginBottom: 12 }}>
            {words.search}{' '}
            <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} style={field} />
          </label>
          {error && <p role="alert">{words.failed(error)}</p>}
          {!messages ? <p aria-busy="true">{words.reading}</p> : messages.length === 0 ? <p>{search ? words.noneFound : words.none}</p> : (
            <ul aria-label={words.list(messages.length)} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {messages.map((m) => <Message key={m.id} message={m} onAnswered={(answered) => void answer(m.id, answered)} />)}
            </ul>
          )}
        </div>
      )}
    </>
  )
}
