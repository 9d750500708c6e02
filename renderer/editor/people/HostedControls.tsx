// The hosted editor's part of the bar, when a person of the firm is signed in (the local editor has no
// `me` and shows none of it): their name, "Sign out", "Your sessions", "People" for owners, and a note
// for each other person who has the same page open.
import { useEffect, useState } from 'react'
import { signInPages } from '../../../server/editor/sign-in-contract.ts'
import { loadMe, signOut, type Me } from './people-api.ts'
import { PeoplePanel } from './PeoplePanel.tsx'
import { buttonStyle } from '../shell/panel-style.ts'
import { peopleWords as words } from './people-words.ts'
import { SessionsPanel } from './SessionsPanel.tsx'
import { usePresence } from './use-presence.ts'

const barButton = { ...buttonStyle, border: 0 }

export function HostedControls({ page }: { page: string }) {
  const [me, setMe] = useState<Me>()
  const [open, setOpen] = useState<'sessions' | 'people'>()
  const [leaving, setLeaving] = useState('')
  useEffect(() => { void loadMe().then(setMe) }, [])
  const others = usePresence(me && page)
  if (!me) return null

  const leave = async () => {
    setLeaving(words.signingOut)
    try {
      await signOut()
      location.assign(signInPages.signIn)
    } catch (e) {
      setLeaving(words.failed((e as Error).message))
    }
  }

  return (
    <>
      <span style={{ fontWeight: 700 }}>{words.signedInAs(me.name || me.email)}</span>
      <button type="button" style={barButton} onClick={() => void leave()}>{words.signOut}</button>
      <button type="button" style={barButton} onClick={() => setOpen('sessions')}>{words.yourSessions}</button>
      {me.role === 'owner' && <button type="button" style={barButton} onClick={() => setOpen('people')}>{words.people}</button>}
      {leaving && <span role="status">{leaving}</span>}
      {others.length > 0 && (
        <ul aria-label={words.alsoHere} style={{ flexBasis: '100%', listStyle: 'none', margin: 0, padding: '4px 8px', background: '#fef3c7', color: '#111827', borderRadius: 4 }}>
          {others.map((other) => <li key={other.email}>{words.alsoEditing(other.name)}</li>)}
        </ul>
      )}
      {open === 'sessions' && <SessionsPanel onClose={() => setOpen(undefined)} />}
      {open === 'people' && <PeoplePanel me={me.email} onClose={() => setOpen(undefined)} />}
    </>
  )
}
