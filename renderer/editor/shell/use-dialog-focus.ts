// A panel over the whole page takes the focus when it opens, so the keyboard is in it rather than on a
// control it hides, and gives the focus back to what had it (the button that opened it) when it closes;
// where that button is hidden now, in a bar's menu closed behind the panel (BarMenu.tsx), to the menu's button.
import { useLayoutEffect, useRef } from 'react'

export function useDialogFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  // In the commit that shows or removes the panel, not after the paint: a click meanwhile (on the page
  // beneath) keeps the focus it takes.
  useLayoutEffect(() => {
    const before = document.activeElement
    ref.current?.focus()
    return () => {
      const back =
        before instanceof HTMLElement && !before.checkVisibility()
          ? before.closest('[data-editor-bar-menu]')?.querySelector('[data-editor-bar-button]')
          : before
      if (back instanceof HTMLElement && back.isConnected) back.focus()
    }
  }, [])
  return ref
}
