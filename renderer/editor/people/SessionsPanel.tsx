// "Your sessions" (the hosted editor's bar): every browser the person is signed in on, each with "End
// this session"; the one of this page marked "this browser".
import { endOwnSession, loadOwnSessions } from './people-api.ts'
import { Panel } from '../shell/Panel.tsx'
import { noteStyle, statusStyle } from '../editor-look.ts'
import { useLists } from './people-parts.tsx'
import { peopleWords as words } from './people-words.ts'
import { SessionList } from './SessionList.tsx'

export function SessionsPanel({ onClose }: { onClose: () => void }) {
  const { lists: sessions, said, saidAt, act } = useLists(loadOwnSessions)
  return (
    <Panel title={words.yourSessions} onClose={onClose}>
      <p style={noteStyle}>{words.sessionsIntro}</p>
      <p role="status" ref={saidAt} tabIndex={-1} style={statusStyle(said)}>
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
          onEnd={(handle) => void act(() => endOwnSession(handle).then(() => ({ message: words.ended })))}
        />
      )}
    </Panel>
  )
}
