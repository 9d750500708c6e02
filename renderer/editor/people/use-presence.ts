// Tells the editor's server, every ~10 seconds and whenever the page changes, which route this page
// shows, and answers the other people who have it open (server/editor/people/presence-routes.ts); says it is
// gone when the page closes.
import { useEffect, useState } from 'react'
import type { Presence } from '../../../server/editor/contract.ts'
import { leavePresence, tellPresence } from './people-api.ts'

const presenceEveryMs = 10_000

/** `page` undefined (the local editor): nothing is told and nobody is there. */
export function usePresence(page: string | undefined): Presence['others'] {
  const [others, setOthers] = useState<Presence['others']>([])
  useEffect(() => {
    setOthers([])
    if (!page) return
    let live = true
    // A failed call keeps what was known: the next one, 10 seconds on, says again.
    const tell = () => tellPresence(page).then((found) => { if (live) setOthers(found) }, () => {})
    void tell()
    const timer = setInterval(tell, presenceEveryMs)
    // Back from the browser's page cache, the page is open again.
    const back = (event: PageTransitionEvent) => { if (event.persisted) void tell() }
    addEventListener('pagehide', leavePresence)
    addEventListener('pageshow', back)
    return () => {
      live = false
      clearInterval(timer)
      removeEventListener('pagehide', leavePresence)
      removeEventListener('pageshow', back)
    }
  }, [page])
  return others
}
