// Scrolling to a section of the page. Sections past the first screen are rendered only near the
// viewport (content-visibility in styles.css) and stand at an estimated height until then; a smooth
// scroll aims at where its target is when it starts, so the sections it passes would grow under it and
// leave it short of the target. Before scrolling, every section is rendered at its real height.
export function renderEverySection() {
  document.documentElement.dataset.renderAll = ''
}

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
