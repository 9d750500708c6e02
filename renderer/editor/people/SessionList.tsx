// A list of sessions (one's own in Your sessions, everyone's in People): the browser and device in
// words, the address, when it was last active, and a button that ends it. The session this page came
// with is marked "this browser", and is ended by signing out.
import { deviceWords } from './device-words.ts'
import type { SessionEntry } from '../../../server/editor/sign-in-contract.ts'
import { listStyle } from '../editor-look.ts'
import { Card, ExplainedButton } from './people-parts.tsx'
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

export function SessionList({ label, sessions, current, nameOf, endLabel, onEnd }: SessionListProps) {
  if (sessions.length === 0) return <p>{words.noSessions}</p>
  return (
    <ul aria-label={label} style={listStyle}>
      {sessions.map((s) => (
        <Card
          key={s.handle}
          title={
            <>
              {nameOf && `${words.sessionOf(nameOf(s.person))} `}
              {deviceWords(s.userAgent)}
              {s.handle === current && <span style={{ fontWeight: 400 }}>{words.thisBrowserMark}</span>}
            </>
          }
          note={words.fromAndWhen(s.address, ago(s.lastSeen))}
          background={s.handle === current ? '#eff6ff' : '#ffffff'}
        >
          <ExplainedButton why={s.handle === current && words.endThisOneWhy} onClick={() => onEnd(s.handle)}>
            {endLabel}
          </ExplainedButton>
        </Card>
      ))}
    </ul>
  )
}
