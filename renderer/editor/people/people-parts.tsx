// What the People panel and Your sessions share: their lists, read when the panel opens and again after
// each action, with what the last action did in words; a part of the panel under its heading; and an
// entry as a card (a name, an address, a line about it) with a button that may be off, saying why; and
// the list of what a person may do, for an invitation and a person's card.
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { buttonClass, cardStyle, headingStyle, noteStyle, rowStyle } from '../editor-look.ts'
import type { RoleName } from '../../../server/editor/sign-in-contract.ts'
import { peopleWords as words } from './people-words.ts'

export function useLists<T>(load: () => Promise<T>) {
  const [lists, setLists] = useState<T>()
  const [said, setSaid] = useState('')
  // What happened is told where the person then is: the focus goes to it (the entry acted on may be gone).
  const saidAt = useRef<HTMLParagraphElement>(null)
  const refresh = () => load().then(setLists, (e: Error) => setSaid(words.failed(e.message)))
  useEffect(() => {
    void refresh()
  }, [])
  /** Ends, cancels or removes an entry: says what happened (the server's words), reads the lists again, and
   * puts the focus on what it said, in view; not for a choice in a list, where the focus stays (arrow keys choose again). */
  const act = async (action: () => Promise<{ message?: string }>, focus = true) => {
    try {
      setSaid((await action()).message ?? '')
    } catch (e) {
      setSaid(words.failed((e as Error).message))
    }
    await refresh()
    if (focus) saidAt.current?.focus()
  }
  return { lists, said, saidAt, refresh, act }
}

export function Part({ title, heading = title, children }: { title: string; heading?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 style={headingStyle}>{heading}</h3>
      {children}
    </section>
  )
}

interface CardProps {
  title: ReactNode
  note: string
  /** A line under the note; without it, the note keeps the room above the buttons. */
  line?: string
  background?: string
  children: ReactNode
}

export function Card({ title, note, line, background, children }: CardProps) {
  return (
    <li style={{ ...cardStyle, background }}>
      <p style={{ margin: 0, fontWeight: 700 }}>{title}</p>
      <p style={{ ...noteStyle, margin: line === undefined ? '0 0 8px' : 0 }}>{note}</p>
      {line !== undefined && <p style={{ margin: '0 0 8px' }}>{line}</p>}
      {children}
    </li>
  )
}

interface ExplainedButtonProps {
  /** Why the button is off; it is off while this says something, or while `disabled`. */
  why?: string | false
  disabled?: boolean
  type?: 'button' | 'submit'
  look?: keyof typeof buttonClass
  onClick?: () => void
  children: ReactNode
}

/** A button (a card's, a form's) that may be off, saying why beside it. */
export function ExplainedButton({ why, disabled = Boolean(why), type = 'button', look = 'plain', onClick, children }: ExplainedButtonProps) {
  const id = useId()
  return (
    <div style={rowStyle}>
      <button type={type} className={buttonClass[look]} disabled={disabled} aria-describedby={why ? id : undefined} onClick={onClick}>
        {children}
      </button>
      {why && (
        <span id={id} style={noteStyle}>
          {why}
        </span>
      )}
    </div>
  )
}

const roleNames = Object.keys(words.roles) as RoleName[]

/** What a person may do, as a list of the roles in words. */
export const RoleChoice = ({
  role,
  onRole,
  disabled,
  style,
}: {
  role: RoleName
  onRole: (role: RoleName) => void
  disabled?: boolean
  style: CSSProperties
}) => (
  <select value={role} disabled={disabled} onChange={(e) => onRole(e.target.value as RoleName)} style={style}>
    {roleNames.map((r) => (
      <option key={r} value={r}>
        {words.roles[r]}
      </option>
    ))}
  </select>
)
