// "Copy this page": asks for the new page's name in words and proposes its address from it (editable;
// once changed by hand it no longer follows the name). The button stays disabled while something is
// missing, and the reason is written beside it (and is its description for a screen reader). A modal
// <dialog>, so it sits above the bar and the page, and Escape closes it. Centred by margin: auto, which
// the site's stylesheet takes from every element.
import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react'
import { addressOf, copyBlocked } from './page-address.ts'
import { buttonClass, fieldStyle, noteStyle, rowStyle } from '../editor-look.ts'
import { pageWords as words } from './page-words.ts'

export interface PageCopyDialogProps {
  /** The title of the page copied. */
  title: string
  pages: { file: string; path: string }[]
  onCopy: (address: string, name: string) => void
  onClose: () => void
}

const dialogStyle = {
  width: 'min(32rem, calc(100vw - 24px))',
  boxSizing: 'border-box',
  margin: 'auto',
  maxHeight: 'calc(100dvh - 24px)',
  overflow: 'auto',
  border: '1px solid #6b7280',
  borderRadius: 8,
  padding: 16,
  background: '#ffffff',
  color: '#111827',
  font: '15px/1.5 system-ui, sans-serif',
} as const

/** A field of the dialog under its label, with its hint below (its description for a screen reader). */
const Field = ({ id, label, hint, ...input }: { id: string; label: string; hint: string } & InputHTMLAttributes<HTMLInputElement>) => (
  <>
    <label htmlFor={id} style={{ display: 'block', fontWeight: 600, marginTop: 12 }}>
      {label}
    </label>
    <input id={id} style={{ ...fieldStyle, maxWidth: 'none' }} aria-describedby={`${id}-hint`} {...input} />
    <span id={`${id}-hint`} style={{ ...noteStyle, display: 'block', fontSize: 13 }}>
      {hint}
    </span>
  </>
)

export function PageCopyDialog({ title, pages, onCopy, onClose }: PageCopyDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const [name, setName] = useState('')
  const [typedAddress, setTypedAddress] = useState<string>()
  const address = typedAddress ?? addressOf(name)
  const blocked = copyBlocked(name, address, pages)
  const id = useId()
  useEffect(() => {
    const dialog = ref.current
    dialog?.showModal()
    return () => dialog?.close()
  }, [])
  return (
    <dialog ref={ref} aria-labelledby={`${id}-heading`} style={dialogStyle} onClose={onClose}>
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault()
          if (!blocked) onCopy(address, name.trim())
        }}
      >
        <h2 id={`${id}-heading`} style={{ font: 'inherit', fontSize: 18, fontWeight: 700, margin: 0 }}>
          {words.copyHeading(title)}
        </h2>
        <p style={noteStyle}>{words.copyIntro}</p>
        <Field id={`${id}-name`} label={words.name} hint={words.nameHint} value={name} autoFocus onChange={(e) => setName(e.target.value)} />
        <Field id={`${id}-address`} label={words.address} hint={words.addressHint} value={address} onChange={(e) => setTypedAddress(e.target.value)} />
        <p id={`${id}-why`} style={{ ...noteStyle, color: '#92400e', fontWeight: 600, minHeight: '1.5em' }}>
          {blocked ?? ''}
        </p>
        <div style={rowStyle}>
          <button type="submit" className={buttonClass.main} disabled={!!blocked} aria-describedby={blocked ? `${id}-why` : undefined}>
            {words.make}
          </button>
          <button type="button" className={buttonClass.plain} onClick={() => ref.current?.close()}>
            {words.cancel}
          </button>
        </div>
      </form>
    </dialog>
  )
}
