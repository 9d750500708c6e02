// "Invite someone" in the People panel: their email address, their name and what they may do. The
// invitation's link shows for the owner to copy (it works once, for 7 days), and says whether it was
// emailed too. Invite stays off, saying why, until the address looks like one.
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { InvitedAnswer, RoleName } from '../../../server/editor/sign-in-contract.ts'
import { invite } from './people-api.ts'
import { buttonClass, cardStyle, fieldStyle, rowStyle } from '../editor-look.ts'
import { ExplainedButton, RoleChoice } from './people-parts.tsx'
import { peopleWords as words } from './people-words.ts'

const looksLikeEmail = (text: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text.trim())
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
  const [done, setDone] = useState<{ email: string; answer: InvitedAnswer }>()
  const inviting = useMutation({
    mutationFn: (to: typeof blank) => invite(to.email.trim(), to.name, to.role),
    onSuccess: (answer, to) => {
      setDone({ email: to.email.trim().toLowerCase(), answer })
      setForm(blank)
      onInvited()
    },
  })
  const busy = inviting.isPending
  const ready = looksLikeEmail(email) && !busy

  const label = { display: 'block', margin: '0 0 8px' } as const
  const set = (change: Partial<typeof blank>) => setForm((form) => ({ ...form, ...change }))
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        if (ready) inviting.mutate({ email, name, role })
      }}
      aria-label={words.invite}
    >
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
        <RoleChoice role={role} onRole={(chosen) => set({ role: chosen })} style={box} />
      </label>
      <ExplainedButton type="submit" look="main" disabled={!ready} why={!ready && !busy && words.needEmailWhy}>
        {busy ? words.inviting : words.sendInvite}
      </ExplainedButton>
      {inviting.error && <p role="alert">{words.failed(inviting.error.message)}</p>}
      {done && <Invited email={done.email} answer={done.answer} />}
    </form>
  )
}
