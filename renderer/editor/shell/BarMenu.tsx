// A menu of the bar ("More", the person's): a button that shows and hides a list of the editor's other
// controls below the bar. The list stays mounted while it is closed, so the panels its controls open
// (Messages, People…: dialogs over the page) stay open: a panel opened from it takes the focus and the
// menu closes behind it, and the panel, closed, gives the focus back to the menu's button
// (use-dialog-focus.ts); bar-menu.css hides the closed list's controls but not those dialogs, nor the note
// of who else is on the page. Choosing one of its controls, Escape or a click elsewhere closes it; a
// control that only changes the page (Page details, Undo on a phone) hands the focus back to the button,
// so it is never left on a hidden control.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { buttonClass } from '../editor-look.ts'

interface BarMenuProps {
  label: string
  /** The button's name when it shows more than the menu's name (a count): read out as it is seen. */
  named?: string
  button: ReactNode
  align?: 'start' | 'end'
  children: ReactNode
}

export function BarMenu({ label, named = label, button, align = 'end', children }: BarMenuProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const away = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', away)
    return () => document.removeEventListener('pointerdown', away)
  }, [open])
  return (
    <div
      ref={box}
      data-editor-bar-menu=""
      onFocus={(e) => {
        if (open && (e.target as HTMLElement).closest('[role="dialog"]')) setOpen(false)
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open && !(e.target as HTMLElement).closest('[role="dialog"]')) {
          setOpen(false)
          box.current?.querySelector<HTMLElement>('[aria-controls]')?.focus()
        }
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={named}
        title={named}
        className={buttonClass.quiet}
        data-editor-bar-button=""
        onClick={() => setOpen(!open)}
      >
        {button}
      </button>
      <div
        id={id}
        role="group"
        aria-label={label}
        data-editor-menu-list=""
        data-open={open ? '' : undefined}
        data-align={align}
        onClick={(e) => {
          const target = e.target as HTMLElement
          if (!open || !target.closest('button') || target.closest('[role="dialog"], [data-editor-scrim]')) return
          setOpen(false)
          requestAnimationFrame(() => {
            const focused = document.activeElement as HTMLElement | null
            if (!focused || focused === document.body || !focused.checkVisibility()) box.current?.querySelector<HTMLElement>('[aria-controls]')?.focus()
          })
        }}
      >
        {children}
      </div>
    </div>
  )
}
