// What the publisher said when returning or declining a request, shown at its top and on its card in My
// requests, so its sender reads it first: "Pat Reyes asked for changes: …".
import { useQuery } from '@tanstack/react-query'
import { loadRequest, type RequestEvent } from './requests-api.ts'
import { eventWords, type RequestState } from './requests-words.ts'

export function AnswerNote({ events }: { events: RequestEvent[] }) {
  const answer = events.findLast((e) => e.kind === 'changes asked' || e.kind === 'declined')
  return answer ? (
    <p className="requests-answer" data-answer="">
      {eventWords(answer)}
    </p>
  ) : null
}

/** On a card: the request's answer, asked for when it was returned or declined. */
export function CardAnswer({ id, state }: { id: string; state: RequestState }) {
  const answered = state === 'changes asked' || state === 'declined'
  const events = useQuery({ queryKey: ['request', id], queryFn: () => loadRequest(id), enabled: answered }).data?.events
  return answered && events ? <AnswerNote events={events} /> : null
}
