// A list of sessions (one's own in Your sessions, everyone's in People): the browser and device in
// words, the address, when it was last active, and a button that ends it. The session this page came
// with is marked "this browser", and is ended by signing out.
import { useId } from 'react'
import { deviceWords } from './device-words.ts'
import type { SessionEntry } from './people-api.ts'
import { buttonClass, cardStyle, listStyle, noteStyle, rowStyle } from '../editor-look.ts'
import { ago, peopleWords as words } from './people-words.ts'

interface SessionListProps {
  label: string
  sessions: SessionEntry[]
  /** The handle of this browser's own session. */
  current?: string
  /** Everyone's sessions: whose each is. */
  nameOf?: (person: string) => string
  endLabel: string
  onEnd: (handle: string) => void
}

function SessionItem({
  session,
  current,
  whose,
  endLabel,
  onEnd,
}: {
  session: SessionEntry
  current: boolean
  whose?: string
  endLabel: string
  onEnd: () => void
}) {
  const why = useId()
  return (
    <li style={{ ...cardStyle, background: current ? '#eff6ff' : '#ffffff' }}>
      <p style={{ margin: 0, fontWeight: 700 }}>
        {whose && `${words.sessionOf(whose)} `}
        {deviceWords(session.userAgent)}
        {current && <span style={{ fontWeight: 400 }}>{words.thisBrowserMark}</span>}
      </p>
      <p style={{ ...noteStyle, margin: '0 0 8px' }}>{words.fromAndWhen(session.address, ago(session.lastSeen))}</p>
      <div style={rowStyle}>
        <button type="button" className={buttonClass.plain} disabled={current} aria-describedby={current ? why : undefined} onClick={onEnd}>
          {endLabel}
        </button>
        {current && (
          <span id={why} style={noteStyle}>
            {words.endThisOneWhy}
          </span>
        )}
      </div>
    </li>
  )
}

export function SessionList({ label, sessions, current, nameOf, endLabel, onEnd }: SessionListProps) {
  if (sessions.length === 0) return <p>{words.noSessions}</p>
  return (
    <ul aria-label={label} style={listStyle}>
      {sessions.map((s) => (
        <SessionItem key={s.handle} session={s} current={s.handle === current} whose={nameOf?.(s.person)} endLabel={endLabel} onEnd={() => onEnd(s.handle)} />
      ))}
    </ul>
  )
}
