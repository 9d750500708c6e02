// "People" (owners only; the server holds every route to owners anyway): who may sign in and what each
// may do, "Invite someone", the invitations not used yet (each cancellable), "Remove" after a confirmation, everyone's sessions with "End", and the
// Activity of the audit log.
import { useEffect, useId, useState } from 'react'
import { ActivityList } from './ActivityList.tsx'
import { InviteForm } from './InviteForm.tsx'
import {
  cancelInvitation,
  endAnySession,
  loadActivity,
  loadAllSessions,
  loadInvitations,
  loadOwnSessions,
  loadPeople,
  removePerson,
  type AuditEntry,
  type InvitationEntry,
  type PersonEntry,
  type SessionEntry,
} from './people-api.ts'
import { Panel } from '../shell/Panel.tsx'
import { PendingInvitations } from './PendingInvitations.tsx'
import { buttonClass, cardStyle, headingStyle, listStyle, noteStyle, rowStyle, statusStyle } from '../editor-look.ts'
import { peopleWords as words } from './people-words.ts'
import { SessionList } from './SessionList.tsx'

interface Everything {
  people: PersonEntry[]
  invitations: InvitationEntry[]
  sessions: SessionEntry[]
  current?: string
  activity: AuditEntry[]
}

async function loadEverything(): Promise<Everything> {
  const [people, invitations, sessions, own, activity] = await Promise.all([
    loadPeople(),
    loadInvitations(),
    loadAllSessions(),
    loadOwnSessions(),
    loadActivity(),
  ])
  return { people, invitations, sessions, current: own.find((s) => s.current)?.handle, activity }
}

function PersonItem({ person, isMe, onRemove }: { person: PersonEntry; isMe: boolean; onRemove: () => Promise<void> }) {
  const [asking, setAsking] = useState(false)
  const why = useId()
  return (
    <li style={cardStyle}>
      <p style={{ margin: 0, fontWeight: 700 }}>{person.name}</p>
      <p style={{ ...noteStyle, margin: 0 }}>{person.email}</p>
      <p style={{ margin: '0 0 8px' }}>{words.roles[person.role]}</p>
      {!asking ? (
        <div style={rowStyle}>
          <button type="button" className={buttonClass.plain} disabled={isMe} aria-describedby={isMe ? why : undefined} onClick={() => setAsking(true)}>
            {words.remove}
          </button>
          {isMe && (
            <span id={why} style={noteStyle}>
              {words.removeYourselfWhy}
            </span>
          )}
        </div>
      ) : (
        <div role="alertdialog" aria-label={words.remove} style={{ ...rowStyle, background: '#fef2f2', padding: 8, borderRadius: 4 }}>
          <span style={{ flex: '1 1 16rem' }}>{words.confirmRemove(person.name, person.email)}</span>
          <button type="button" className={buttonClass.danger} onClick={() => void onRemove().finally(() => setAsking(false))}>
            {words.yesRemove}
          </button>
          <button type="button" className={buttonClass.plain} onClick={() => setAsking(false)}>
            {words.keep}
          </button>
        </div>
      )}
    </li>
  )
}

export function PeoplePanel({ me, onClose }: { me: string; onClose: () => void }) {
  const [all, setAll] = useState<Everything>()
  const [said, setSaid] = useState('')
  const refresh = () => loadEverything().then(setAll, (e: Error) => setSaid(words.failed(e.message)))
  useEffect(() => {
    void refresh()
  }, [])

  const act = async (action: () => Promise<unknown>) => {
    try {
      const answer = (await action()) as { message?: string }
      setSaid(answer.message ?? '')
    } catch (e) {
      setSaid(words.failed((e as Error).message))
    }
    await refresh()
  }

  const people = all?.people.filter((p) => p.removed === undefined) ?? []
  const names = new Map(all?.people.map((p) => [p.id, p.name || p.email]))
  return (
    <Panel title={words.people} onClose={onClose}>
      <p style={noteStyle}>{words.peopleIntro}</p>
      <p role="status" style={statusStyle(said)}>
        {said}
      </p>
      <section aria-label={words.invite}>
        <h3 style={headingStyle}>{words.invite}</h3>
        <InviteForm onInvited={() => void refresh()} />
      </section>
      {!all ? (
        <p aria-busy="true">{words.reading}</p>
      ) : (
        <>
          <section aria-label={words.people}>
            <h3 style={headingStyle}>
              {words.people} <span style={{ fontWeight: 400 }}>{words.everyone(people.length)}</span>
            </h3>
            <ul aria-label={words.whoMaySignIn} style={listStyle}>
              {people.map((p) => (
                <PersonItem key={p.id} person={p} isMe={p.email === me} onRemove={() => act(() => removePerson(p.email))} />
              ))}
            </ul>
          </section>
          <section aria-label={words.invitations}>
            <h3 style={headingStyle}>{words.invitations}</h3>
            <PendingInvitations invitations={all.invitations} onCancel={(handle) => void act(() => cancelInvitation(handle))} />
          </section>
          <section aria-label={words.everyonesSessions}>
            <h3 style={headingStyle}>{words.everyonesSessions}</h3>
            <SessionList
              label={words.everyonesSessions}
              sessions={all.sessions}
              current={all.current}
              nameOf={(id) => names.get(id) ?? words.someone}
              endLabel={words.endShort}
              onEnd={(handle) => void act(() => endAnySession(handle))}
            />
          </section>
          <section aria-label={words.activity}>
            <h3 style={headingStyle}>{words.activity}</h3>
            <ActivityList entries={all.activity} nameOf={(id) => names.get(id)} />
          </section>
        </>
      )}
    </Panel>
  )
}
