// "Messages": the messages visitors sent through the site's forms, newest first, over the page: a
// search box, each message with who sent it and when, "Answered" to mark it, and "Download for a
// spreadsheet" (CSV). Mounted in the bar.
import { useEffect, useState } from 'react'
import type { VisitorMessage } from '../../../server/editor/messages-contract.ts'
import { downloadCsv, loadMessages, markAnswered } from './messages-api.ts'
import { messagesWords as words } from './messages-words.ts'
import { Panel } from '../shell/Panel.tsx'
import { buttonClass, cardStyle as card, fieldStyle as field } from '../editor-look.ts'
import { when } from '../editor-words.ts'

function Message({ message, problem, onAnswered }: { message: VisitorMessage; problem?: string; onAnswered: (answered: boolean) => void }) {
  const received = when(Date.parse(message.receivedAt))
  return (
    <li style={{ ...card, background: message.answeredAt ? '#f0fdf4' : '#ffffff' }}>
      <p style={{ margin: 0, fontWeight: 700 }}>{message.subject}</p>
      {/* Answered from here: the address opens a reply in the person's mail, the number calls it from a phone.
          Encoded whole, a visitor's address can add no other recipient to the reply. */}
      <p style={{ margin: '0 0 8px', color: '#475569' }}>
        {message.fullName}
        {words.separator}
        <a href={`mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(words.reply(message.subject))}`}>{message.email}</a>
        {message.phone && (
          <>
            {words.separator}
            <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>{message.phone}</a>
          </>
        )}
        {words.separator}
        {received}
      </p>
      <p style={{ margin: '0 0 8px', whiteSpace: 'pre-wrap' }}>{message.message}</p>
      {/* The whole line is the control, tall enough for a finger. */}
      <label style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, cursor: 'pointer' }}>
        <input
          type="checkbox"
          checked={Boolean(message.answeredAt)}
          onChange={(e) => onAnswered(e.target.checked)}
          style={{ width: 22, height: 22, margin: 0 }}
        />
        {message.answeredAt ? words.answeredBy(message.answeredBy ?? '', when(Date.parse(message.answeredAt))) : words.answered}
      </label>
      {problem && (
        <p role="alert" style={{ margin: '4px 0 0', color: '#b91c1c' }}>
          {problem}
        </p>
      )}
    </li>
  )
}

export function MessagesPanel() {
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const [messages, setMessages] = useState<VisitorMessage[]>()
  const [error, setError] = useState('')
  // A mark the server did not keep: said on that message, where the person clicked.
  const [notMarked, setNotMarked] = useState<{ id: string; text: string }>()

  const refresh = (q: string) =>
    loadMessages(q).then(
      (found) => {
        setMessages(found)
        setError('')
      },
      (e: Error) => setError(words.failed(e.message)),
    )
  useEffect(() => {
    if (!open) return
    // Asked a moment after the typing stops.
    const timer = setTimeout(() => void refresh(search), 200)
    return () => clearTimeout(timer)
  }, [open, search])

  const answer = async (id: string, answered: boolean) => {
    const before = messages?.find((m) => m.id === id)
    // Shown at once; the list read again after it says who marked it, and when.
    setMessages((all) => all?.map((m) => (m.id === id ? { ...m, answeredAt: answered ? new Date().toISOString() : undefined } : m)))
    setNotMarked(undefined)
    try {
      await markAnswered(id, answered)
      await refresh(search)
    } catch (e) {
      // Not kept: the box shows again what the server holds.
      setMessages((all) => all?.map((m) => (m.id === id && before ? before : m)))
      setNotMarked({ id, text: words.notMarked((e as Error).message) })
    }
  }

  return (
    <>
      <button type="button" className={buttonClass.quiet} onClick={() => setOpen(true)}>
        {words.messages}
      </button>
      {open && (
        <Panel title={words.messages} onClose={() => setOpen(false)}>
          <p style={{ margin: '0 0 12px' }}>
            <button
              type="button"
              className={buttonClass.plain}
              onClick={() => void downloadCsv().catch((e: Error) => setError(words.downloadFailed(e.message)))}
            >
              {words.download}
            </button>
          </p>
          <label style={{ display: 'block', marginBottom: 12 }}>
            {words.search} <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} style={field} />
          </label>
          {error && <p role="alert">{error}</p>}
          {!messages ? (
            <p aria-busy="true">{words.reading}</p>
          ) : messages.length === 0 ? (
            <p>{search ? words.noneFound : words.none}</p>
          ) : (
            <ul aria-label={words.list(messages.length)} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {messages.map((m) => (
                <Message
                  key={m.id}
                  message={m}
                  problem={notMarked?.id === m.id ? notMarked.text : undefined}
                  onAnswered={(answered) => void answer(m.id, answered)}
                />
              ))}
            </ul>
          )}
        </Panel>
      )}
    </>
  )
}
