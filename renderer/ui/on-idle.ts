// Runs `callback` once the browser is idle (at the latest after 2 s), and answers how to cancel it.
// Safari has no requestIdleCallback; a timer after the current work is the nearest it has.
export function onIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: 2000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(callback, 1)
  return () => clearTimeout(id)
}
