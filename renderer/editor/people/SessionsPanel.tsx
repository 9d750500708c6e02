// "Your sessions" (the hosted editor's bar): every browser the person is signed in on, each with "End
// this session"; the one of this page marked "this browser".
import { useEffect, useState } from 'react'
import { endOwnSession, loadOwnSessions, type SessionEntry } from './people-api.ts'
import { Panel } from '../shell/Panel.tsx'
import { noteStyle, statusStyle } from '../editor-look.ts'
import { peopleWords as words } from './people-words.ts'
import { SessionList } from './SessionList.tsx'

export function SessionsPanel({ onClose }: { onClose: () => void }) {
  const [sessions, setSessions] = useState<SessionEntry[]>()
  const [said, setSaid] = useState('')
  const refresh = () => loadOwnSessions().then(setSessions, (e: Error) => setSaid(words.failed(e.message)))
  useEffect(() => {
    void refresh()
  }, [])

  const end = async (handle: string) => {
    try {
      await endOwnSession(handle)
      setSaid(words.ended)
    } catch (e) {
      setSaid(words.failed((e as Error).message))
    }
    await refresh()
  }

  return (
    <Panel title={words.yourSessions} onClose={onClose}>
      <p style={noteStyle}>{words.sessionsIntro}</p>
      <p role="status" style={statusStyle(said)}>
        {said}
      </p>
      {!sessions ? (
        <p aria-busy="true">{words.reading}</p>
      ) : (
        <SessionList
          label={words.yourSessions}
          sessions={sessions}
          current={sessions.find((s) => s.current)?.handle}
          endLabel={words.endSession}
          onEnd={(handle) => void end(handle)}
        />
      )}
    </Panel>
  )
}
