// "Waiting for review" in the hosted editor with the site's repository: every change request sent for
// review and not published yet, who sent it and when, what it changes, with "Publish" (the server lets
// publishers only; it publishes the request's recorded commit, named by the request's id). The
// local editor has no such list (its server answers 404), and shows nothing here.
import { useEffect, useState } from 'react'
import type { WaitingChange } from '../../../server/editor/contract.ts'
import { call } from '../editor-api.ts'
import { reviewWords as words } from './review-words.ts'

export function WaitingChanges() {
  const [waiting, setWaiting] = useState<WaitingChange[]>()
  const [said, setSaid] = useState('')
  const refresh = async () => {
    const result = await call('GET', 'waiting')
    if (result.ok) setWaiting(result.answer.waiting)
  }
  useEffect(() => { void refresh().catch(() => {}) }, [])
  if (!waiting) return null

  const publish = async (id: string) => {
    setSaid('')
    const result = await call('POST', 'publish', { body: { id } })
    setSaid(result.ok ? words.published : words.publishFailed(result.refusal.message ?? String(result.status)))
    await refresh()
  }
  return (
    <section aria-label={words.waiting} style={{ marginBottom: 16 }}>
      <h3 style={{ font: 'inherit', fontWeight: 700, margin: '0 0 4px' }}>{words.waiting}</h3>
      {said && <p role="status" style={{ margin: '0 0 8px' }}>{said}</p>}
      {waiting.length === 0 ? <p style={{ margin: 0 }}>{words.nothingWaiting}</p> : (
        <ul style={{ margin: 0, paddingLeft: 20, listStyle: 'disc' }}>
          {waiting.map((change) => (
            <li key={change.id}>
              {words.sentBy(change.author, new Date(change.sentAt).toLocaleString(), change.title)}{' '}
              <button type="button" onClick={() => void publish(change.id)} style={{ font: 'inherit', padding: '2px 10px', border: '1px solid #1d4ed8', borderRadius: 4, background: '#1d4ed8', color: '#ffffff', cursor: 'pointer' }}>{words.publish}</button>
              {change.changes.length > 1 && <ul style={{ margin: '4px 0', paddingLeft: 20 }}>{change.changes.map((line, i) => <li key={i}>{line}</li>)}</ul>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
