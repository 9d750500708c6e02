// "Earlier versions of this page", in the Page panel of the hosted editor: each publication that changed
// the page's file, newest first (server/editor/requests/page-versions.ts), and for each older one "Bring
// this version back", which sends the page as it was then as a change request like any other, and says
// under that version what came of it (the list may be long: the answer is where the button was). Where
// the server has no versions to give (the local editor), nothing is shown.
import { useMutation, useQuery } from '@tanstack/react-query'
import { answerOf, call } from '../editor-api.ts'
import { openRequests } from '../requests/requests-slice.ts'
import { when } from '../editor-words.ts'
import { buttonClass, noteStyle } from '../editor-look.ts'
import { pageWords as words } from './page-words.ts'

export function PageVersions({ file }: { file: string }) {
  const versions = useQuery({
    queryKey: ['page-versions', file],
    queryFn: async () => {
      const result = await call('GET', 'pageVersions', { query: { file } })
      return result.ok ? result.answer.versions : null
    },
  }).data
  // The version being sent is the one asked for; once sent, the request it made, or why not.
  const sending = useMutation({ mutationFn: async (commit: string) => (await answerOf(call('POST', 'restorePage', { body: { file, commit } }))).id })
  if (!versions) return null
  // What came of sending `commit`, said under its version.
  const outcome = (commit: string) =>
    sending.variables === commit && (
      <>
        {sending.isSuccess && (
          <p>
            {words.restored}{' '}
            <button type="button" className={buttonClass.plain} onClick={() => openRequests('mine', sending.data)}>
              {words.openRestored}
            </button>
          </p>
        )}
        {sending.isError && <p style={{ color: '#b91c1c' }}>{sending.error.message}</p>}
      </>
    )
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
              <>
                {/* Sent, it waits for review: asked again, it would be sent twice. */}
                {!(sending.isSuccess && sending.variables === version.commit) && (
                  <button
                    type="button"
                    className={buttonClass.plain}
                    style={{ marginTop: 4 }}
                    disabled={sending.isPending}
                    onClick={() => sending.mutate(version.commit)}
                  >
                    {sending.isPending && sending.variables === version.commit ? words.restoring : words.restore}
                  </button>
                )}
                <div role="status">{outcome(version.commit)}</div>
              </>
            )}
          </li>
        ))}
      </ol>
    </details>
  )
}
