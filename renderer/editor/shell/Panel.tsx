// A panel of the editor's own over the page (Requests, Review changes, Messages, People, Your sessions),
// framed by panel.css: its title and Close in a head that stays in sight, and Escape to close it. It takes
// the focus when it opens, so a keyboard is in it, and gives it back when it closes.
import type { ReactNode } from 'react'
import { editorWords } from '../editor-words.ts'
import { buttonClass } from '../editor-look.ts'
import { peopleWords as words } from '../people/people-words.ts'
import { useDialogFocus } from './use-dialog-focus.ts'

export function Panel({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useDialogFocus<HTMLDivElement>()
  return (
    <>
      <div data-editor-scrim="" aria-hidden="true" />
      <div
        role="dialog"
        aria-label={title}
        tabIndex={-1}
        ref={ref}
        data-editor-sheet=""
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose()
        }}
      >
        <div data-editor-sheet-head="">
          <h2>{title}</h2>
          <button type="button" className={buttonClass.quiet} onClick={onClose}>
            <span aria-hidden="true">{editorWords.icons.close}</span>
            {words.close}
          </button>
        </div>
        <div data-editor-sheet-body="">{children}</div>
      </div>
    </>
  )
}
