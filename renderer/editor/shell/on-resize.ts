// Calls `fit` whenever `element` or the window changes size (the room made for the editor's fixed parts,
// use-dock-room.ts and drafts/use-banner-room.ts); the function returned stops it.
export function onResize(element: HTMLElement, fit: () => void): () => void {
  const observer = new ResizeObserver(fit)
  observer.observe(element)
  window.addEventListener('resize', fit)
  return () => {
    observer.disconnect()
    window.removeEventListener('resize', fit)
  }
}
