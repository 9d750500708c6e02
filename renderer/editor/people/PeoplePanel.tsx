// "People" (owners only; the server holds every route to owners anyway): who may sign in and what each
// may do, "Invite someone", the invitations not used yet (each cancellable; its link then says it was
// cancelled), "Remove" after a confirmation, everyone's sessions with "End", and the Activity of the audit log.
import { useState } from 'react'
import { ActivityList } from './ActivityList.tsx'
import { InviteForm } from './InviteForm.tsx'
import type { PersonEntry, RoleName } from '../../../server/editor/sign-in-contract.ts'
import * as api from './people-api.ts'
import { Panel } from '../shell/Panel.tsx'
import { buttonClass, fieldStyle, listStyle, noteStyle, rowStyle, statusStyle } from '../editor-look.ts'
import { Card, ExplainedButton, Part, RoleChoice, useLists } from './people-parts.tsx'
import { peopleWords as words } from './people-words.ts'
import { SessionList } from './SessionList.tsx'
import { when } from '../editor-words.ts'

async function loadEverything() {
  const [people, invitations, sessions, own, activity] = await Promise.all([
    api.loadPeople(),
    api.loadInvitations(),
    api.loadAllSessions(),
    api.loadOwnSessions(),
    api.loadActivity(),
  ])
  return { people, invitations, sessions, current: own.find((s) => s.current)?.handle, activity }
}

interface PersonItemProps {
  person: PersonEntry
  isMe: boolean
  onRole: (role: RoleName) => void
  onRemove: () => Promise<void>
}

function PersonItem({ person, isMe, onRole, onRemove }: PersonItemProps) {
  const [asking, setAsking] = useState(false)
  return (
    <Card title={person.name} note={person.email}>
      <label style={{ display: 'block', margin: '0 0 8px' }}>
        {words.roleOf(person.name || person.email)}
        <RoleChoice role={person.role} onRole={onRole} disabled={isMe} style={{ ...fieldStyle, display: 'block' }} />
      </label>
      {!asking ? (
        <ExplainedButton why={isMe && words.removeYourselfWhy} onClick={() => setAsking(true)}>
          {words.remove}
        </ExplainedButton>
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
    </Card>
  )
}

export function PeoplePanel({ me, onClose }: { me: string; onClose: () => void }) {
  const { lists: all, said, saidAt, refresh, act } = useLists(loadEverything)
  const people = all?.people.filter((p) => p.removed === undefined) ?? []
  const names = new Map(all?.people.map((p) => [p.id, p.name || p.email]))
  return (
    <Panel title={words.people} onClose={onClose}>
      <p style={noteStyle}>{words.peopleIntro}</p>
      <p role="status" ref={saidAt} tabIndex={-1} style={statusStyle(said)}>
        {said}
      </p>
      <Part title={words.invite}>
        <InviteForm onInvited={() => void refresh()} />
      </Part>
      {!all ? (
        <p aria-busy="true">{words.reading}</p>
      ) : (
        <>
          <Part
            title={words.people}
            heading={
              <>
                {words.people} <span style={{ fontWeight: 400 }}>{words.everyone(people.length)}</span>
              </>
            }
          >
            <ul aria-label={words.whoMaySignIn} style={listStyle}>
              {people.map((p) => (
                <PersonItem
                  key={p.id}
                  person={p}
                  isMe={p.email === me}
                  onRole={(role) => void act(() => api.setRole(p.email, role), false)}
                  onRemove={() => act(() => api.removePerson(p.email))}
                />
              ))}
            </ul>
          </Part>
          <Part title={words.invitations}>
            {!all.invitations.length ? (
              <p style={noteStyle}>{words.noInvitations}</p>
            ) : (
              <ul aria-label={words.invitations} style={listStyle}>
                {all.invitations.map((invitation) => (
                  <Card
                    key={invitation.handle}
                    title={invitation.name}
                    note={invitation.email}
                    line={words.invitationEnds(words.roles[invitation.role], when(invitation.expires))}
                  >
                    <ExplainedButton onClick={() => void act(() => api.cancelInvitation(invitation.handle))}>{words.cancelInvitation}</ExplainedButton>
                  </Card>
                ))}
              </ul>
            )}
          </Part>
          <Part title={words.everyonesSessions}>
            <SessionList
              label={words.everyonesSessions}
              sessions={all.sessions}
              current={all.current}
              nameOf={(id) => names.get(id) ?? words.someone}
              endLabel={words.endShort}
              onEnd={(handle) => void act(() => api.endAnySession(handle))}
            />
          </Part>
          <Part title={words.activity}>
            <ActivityList entries={all.activity} nameOf={(id) => names.get(id)} />
          </Part>
        </>
      )}
    </Panel>
  )
}
