// "Invite someone" in the People panel: their email address, their name and what they may do. The
// invitation's link shows for the owner to copy (it works once, for 7 days), and says whether it was
// emailed too. Invite stays off, saying why, until the address looks like one.
import { useState, type FormEvent } from 'react'
import { invite, type InvitedAnswer, type RoleName } from './people-api.ts'
import { buttonClass, cardStyle, fieldStyle, rowStyle } from '../editor-look.ts'
import { ExplainedButton } from './people-parts.tsx'
import { peopleWords as words } from './people-words.ts'

const looksLikeEmail = (text: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text.trim())
const roleNames = Object.keys(words.roles) as RoleName[]
const blank = { email: '', name: '', role: 'editor' as RoleName }
const box = { ...fieldStyle, display: 'block' }

function Invited({ email, answer }: { email: string; answer: InvitedAnswer }) {
  const [copied, setCopied] = useState(false)
  const copy = () =>
    navigator.clipboard.writeText(answer.link).then(
      () => setCopied(true),
      () => {},
    )
  return (
    <div role="status" style={{ ...cardStyle, background: '#f0fdf4', marginTop: 12 }}>
      <p style={{ margin: '0 0 8px' }}>
        {words.invited(email)} {answer.emailed ? words.emailed(email) : words.notEmailed}
      </p>
      <label style={{ display: 'block' }}>
        {words.invitationLink}
        <input
          readOnly
          value={answer.link}
          onFocus={(e) => e.target.select()}
          style={{ ...fieldStyle, maxWidth: '100%', display: 'block', fontFamily: 'ui-monospace, monospace' }}
        />
      </label>
      <div style={{ ...rowStyle, marginTop: 8 }}>
        <button type="button" className={buttonClass.plain} onClick={() => void copy()}>
          {words.copy}
        </button>
        {copied && <span>{words.copied}</span>}
      </div>
    </div>
  )
}

export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [{ email, name, role }, setForm] = useState(blank)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [done, setDone] = useState<{ email: string; answer: InvitedAnswer }>()
  const ready = looksLikeEmail(email) && !busy

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!ready) return
    setBusy(true)
    setError('')
    try {
      const answer = await invite(email.trim(), name, role)
      setDone({ email: email.trim().toLowerCase(), answer })
      setForm(blank)
      onInvited()
    } catch (e) {
      setError(words.failed((e as Error).message))
    } finally {
      setBusy(false)
    }
  }

  const label = { display: 'block', margin: '0 0 8px' } as const
  const set = (change: Partial<typeof blank>) => setForm((form) => ({ ...form, ...change }))
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={words.invite}>
      <label style={label}>
        {words.email}
        <input type="email" value={email} onChange={(e) => set({ email: e.target.value })} style={box} autoComplete="off" />
      </label>
      <label style={label}>
        {words.name}
        <input value={name} placeholder={words.namePlaceholder} onChange={(e) => set({ name: e.target.value })} style={box} autoComplete="off" />
      </label>
      <label style={label}>
        {words.role}
        <select value={role} onChange={(e) => set({ role: e.target.value as RoleName })} style={box}>
          {roleNames.map((r) => (
            <option key={r} value={r}>
              {words.roles[r]}
            </option>
          ))}
        </select>
      </label>
      <ExplainedButton type="submit" look="main" disabled={!ready} why={!ready && !busy && words.needEmailWhy}>
        {busy ? words.inviting : words.sendInvite}
      </ExplainedButton>
      {error && <p role="alert">{error}</p>}
      {done && <Invited email={done.email} answer={done.answer} />}
    </form>
  )
}
