// Renders its children only once the browser is idle after hydration, and the fallback until then.
// For parts of a page that nothing on the first screen depends on (the toast library, the testimonials
// and the query library that fetches them): their code loads after the page has become interactive
// (step 4 of renderer/first-paint.ts). That render is a transition, so React yields to the browser
// while it runs instead of holding the main thread for the whole of it.
import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react'
import { onIdle } from '../first-paint.ts'

export function WhenIdle({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [idle, setIdle] = useState(false)
  useEffect(() => onIdle(() => startTransition(() => setIdle(true))), [])
  return idle ? <Suspense fallback={fallback}>{children}</Suspense> : fallback
}
