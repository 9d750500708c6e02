// The hosted editor's part of the bar, when a person of the firm is signed in (the local editor has no
// `me` and shows none of it): their name, "Sign out", "Your sessions", "People" for owners, and a note
// for each other person who has the same page open.
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { signedOutMark, signInPages } from '../../../server/editor/sign-in-contract.ts'
import { signOut, useMe } from './people-api.ts'
import { PeoplePanel } from './PeoplePanel.tsx'
import { buttonClass } from '../editor-look.ts'
import { peopleWords as words } from './people-words.ts'
import { SessionsPanel } from './SessionsPanel.tsx'
import { usePresence } from './use-presence.ts'

export function HostedControls({ page }: { page: string }) {
  // The local editor has no `me`: null, since react-query keeps no undefined answer.
  const me = useMe()
  const [open, setOpen] = useState<'sessions' | 'people'>()
  const leaving = useMutation({ mutationFn: signOut, onSuccess: () => location.assign(signInPages.signIn + signedOutMark) })
  const others = usePresence(page)
  if (!me) return null

  return (
    <>
      <span style={{ fontWeight: 700 }}>{words.signedInAs(me.name || me.email)}</span>
      <button type="button" className={buttonClass.quiet} onClick={() => leaving.mutate()}>
        {words.signOut}
      </button>
      <button type="button" className={buttonClass.quiet} onClick={() => setOpen('sessions')}>
        {words.yourSessions}
      </button>
      {me.role === 'owner' && (
        <button type="button" className={buttonClass.quiet} onClick={() => setOpen('people')}>
          {words.people}
        </button>
      )}
      {!leaving.isIdle && <span role="status">{leaving.error ? words.failed(leaving.error.message) : words.signingOut}</span>}
      {others.length > 0 && (
        <ul
          aria-label={words.alsoHere}
          style={{ flexBasis: '100%', listStyle: 'none', margin: 0, padding: '4px 8px', background: '#fef3c7', color: '#111827', borderRadius: 4 }}
        >
          {others.map((other) => (
            <li key={other.email}>{words.alsoEditing(other.name)}</li>
          ))}
        </ul>
      )}
      {open === 'sessions' && <SessionsPanel onClose={() => setOpen(undefined)} />}
      {open === 'people' && <PeoplePanel me={me.email} onClose={() => setOpen(undefined)} />}
    </>
  )
}
