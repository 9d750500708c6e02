// "Earlier versions of this page", in the Page panel of the hosted editor: each publication that changed
// the page's file, newest first (server/editor/requests/page-versions.ts), and for each older one "Bring
// this version back", which sends the page as it was then as a change request like any other. Where
// the server has no versions to give (the local editor), nothing is shown.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { call } from '../editor-api.ts'
import { openRequests } from '../requests/requests-slice.ts'
import { when } from '../requests/requests-words.ts'
import { buttonClass, noteStyle } from '../editor-look.ts'
import { pageWords as words } from './page-words.ts'

type Sending = { state: 'idle' } | { state: 'sending'; commit: string } | { state: 'sent'; id: string } | { state: 'failed'; message: string }

export function PageVersions({ file }: { file: string }) {
  const versions = useQuery({
    queryKey: ['page-versions', file],
    queryFn: async () => {
      const result = await call('GET', 'pageVersions', { query: { file } })
      return result.ok ? result.answer.versions : null
    },
  }).data
  const [sending, setSending] = useState<Sending>({ state: 'idle' })
  if (!versions) return null

  const restore = async (commit: string) => {
    setSending({ state: 'sending', commit })
    const result = await call('POST', 'restorePage', { body: { file, commit } })
    setSending(result.ok ? { state: 'sent', id: result.answer.id } : { state: 'failed', message: result.refusal.message ?? String(result.status) })
  }
  return (
    <details style={{ marginTop: 16 }}>
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{words.versions}</summary>
      <p style={noteStyle}>{versions.length ? words.versionsIntro : words.noVersions}</p>
      <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {versions.map((version, index) => (
          <li key={version.commit} style={{ borderTop: '1px solid #e5e7eb', paddingTop: 8 }}>
            <div>{words.versionNamed(version.title, version.publishedBy, when(version.at))}</div>
            {index === 0 ? (
              <div style={noteStyle}>{words.current}</div>
            ) : (
              <button
                type="button"
                className={buttonClass.plain}
                style={{ marginTop: 4 }}
                disabled={sending.state === 'sending'}
                onClick={() => void restore(version.commit)}
              >
                {sending.state === 'sending' && sending.commit === version.commit ? words.restoring : words.restore}
              </button>
            )}
          </li>
        ))}
      </ol>
      <div role="status">
        {sending.state === 'sent' && (
          <p>
            {words.restored}{' '}
            <button type="button" className={buttonClass.plain} onClick={() => openRequests('mine', sending.id)}>
              {words.openRestored}
            </button>
          </p>
        )}
        {sending.state === 'failed' && <p style={{ color: '#b91c1c' }}>{sending.message}</p>}
      </div>
    </details>
  )
}
