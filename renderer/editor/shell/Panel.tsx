// A panel of the editor's own over the whole page (People, Your sessions): its title, Close, and Escape
// to close it. It takes the focus when it opens, so a keyboard is in it, and gives it back when it closes.
import type { ReactNode } from 'react'
import { buttonStyle, panelStyle, rowStyle } from './panel-style.ts'
import { peopleWords as words } from '../people/people-words.ts'
import { useDialogFocus } from './use-dialog-focus.ts'

export function Panel({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useDialogFocus<HTMLDivElement>()
  return (
    <div
      role="dialog"
      aria-label={title}
      tabIndex={-1}
      ref={ref}
      style={panelStyle}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose()
      }}
    >
      <div style={{ ...rowStyle, marginBottom: 12, maxWidth: '48rem' }}>
        <h2 style={{ font: 'inherit', fontSize: 20, fontWeight: 700, margin: 0, flex: '1 1 auto' }}>{title}</h2>
        <button type="button" style={buttonStyle} onClick={onClose}>
          {words.close}
        </button>
      </div>
      <div style={{ maxWidth: '48rem' }}>{children}</div>
    </div>
  )
}
