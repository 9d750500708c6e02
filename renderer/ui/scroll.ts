/** Smoothly scrolls to the element with this id and moves focus there. Returns false if there is none. */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' })
  history.replaceState(history.state, '', `#${id}`)
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  return true
}
