// In the bar of the hosted editor: "2 waiting" for publishers and owners (asked every 15 seconds), and
// "My requests" for everyone signed in; both open the Requests panel. The bar places these buttons (in More
// on a phone) apart from the panel, which stays where it is when the window crosses that width, so what is
// typed in it is kept. A link from an email (`?request=<id>`) opens that request. The local editor has no
// `me` and shows none of it.
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useMe } from '../people/people-api.ts'
import { Button } from './parts.tsx'
import { loadWaiting } from './requests-api.ts'
import { openRequests, publishes, requestsSlice } from './requests-slice.ts'
import { RequestsPanel } from './RequestsPanel.tsx'
import { requestsWords as words } from './requests-words.ts'

export function RequestsEntry() {
  const me = useMe()
  const publisher = publishes(me?.role)
  const waiting = useQuery({ queryKey: ['waiting'], queryFn: loadWaiting, enabled: publisher, refetchInterval: 15_000 }).data
  if (!me) return null
  return (
    <>
      {publisher && waiting && (
        <Button look={waiting.length ? 'accent' : 'quiet'} onClick={() => openRequests('waiting')}>
          {words.waitingCount(waiting.length)}
        </Button>
      )}
      <Button look="quiet" onClick={() => openRequests('mine')}>
        {words.myRequests}
      </Button>
    </>
  )
}

/** The Requests panel while it is open, and the request an email's link names, opened once. */
export function RequestsRoom() {
  const me = useMe()
  const publisher = publishes(me?.role)
  const open = requestsSlice.use((s) => s.open)
  useEffect(() => {
    const id = new URLSearchParams(location.search).get('request')
    if (me && id) openRequests(publisher ? 'waiting' : 'mine', id)
  }, [Boolean(me)])
  return me && open ? <RequestsPanel publisher={publisher} /> : null
}
