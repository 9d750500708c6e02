// Tells the editor's server, every ~10 seconds and whenever the page changes, which route this page
// shows, and answers the other people who have it open (server/editor/people/presence-routes.ts); says it is
// gone when the page closes.
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Presence } from '../../../server/editor/contract.ts'
import { leavePresence, tellPresence } from './people-api.ts'

const none: Presence['others'] = []

/** Only in the hosted editor (HostedControls.tsx): the local editor has no presence. */
export function usePresence(page: string): Presence['others'] {
  // A failed call keeps what was known: the next one, 10 seconds on, says again.
  const { data, refetch } = useQuery({
    queryKey: ['presence', page],
    queryFn: () => tellPresence(page),
    refetchInterval: 10_000,
    refetchIntervalInBackground: true,
    gcTime: 0,
  })
  useEffect(() => {
    // Back from the browser's page cache, the page is open again.
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch()
    }
    addEventListener('pagehide', leavePresence)
    addEventListener('pageshow', back)
    return () => {
      removeEventListener('pagehide', leavePresence)
      removeEventListener('pageshow', back)
    }
  }, [page, refetch])
  return data ?? none
}
