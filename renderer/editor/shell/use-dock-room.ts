// Room below the page for the dock when it lies along the bottom (narrow windows, editor.css): the
// page's end can be scrolled above it, and a focused element is scrolled clear of it (scroll padding),
// so the dock never hides what the keyboard is on. Beside the page (wide windows) it needs none.
import { useEffect, type RefObject } from 'react'
import { onResize } from './on-resize.ts'

export function useDockRoom(dock: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = dock.current
    if (!element) return
    const root = document.documentElement.style
    const fit = () => {
      const box = element.getBoundingClientRect()
      const room = box.left <= 0 ? `${Math.ceil(box.height)}px` : ''
      root.paddingBottom = room
      root.scrollPaddingBottom = room
    }
    return onResize(element, fit)
  }, [dock])
}
