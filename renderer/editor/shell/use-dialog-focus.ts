// A panel over the whole page takes the focus when it opens, so the keyboard is in it rather than on a
// control it hides, and gives the focus back to what had it (the button that opened it) when it closes.
import { useLayoutEffect, useRef } from 'react'

export function useDialogFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  // In the commit that shows or removes the panel, not after the paint: a click meanwhile (on the page
  // beneath) keeps the focus it takes.
  useLayoutEffect(() => {
    const before = document.activeElement
    ref.current?.focus()
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus()
    }
  }, [])
  return ref
}
