// Scrolling to a section of the page. Sections past the first screen stand at an estimated height
// until rendered, and a smooth scroll aims at where its target is when it starts, so every section is
// rendered first (renderer/first-paint.ts, step 5).
import { renderEverySection } from '../first-paint.ts'

/** Smoothly scrolls to the element with this id and moves focus there. Returns false if there is none. */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  renderEverySection()
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' })
  history.replaceState(history.state, '', `#${id}`)
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  return true
}
