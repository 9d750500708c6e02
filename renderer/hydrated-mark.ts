// Marks the page as interactive once React has hydrated it: `html[data-hydrated]` is what the browser
// tests wait for before they type, and the `hydrated` performance mark is where the first-load bench
// draws the line between the scripts the page needed and those that came after (scripts/bench/first-load.ts).
import { useEffect } from 'react'

export function useHydratedMark() {
  useEffect(() => {
    performance.mark('hydrated')
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}
