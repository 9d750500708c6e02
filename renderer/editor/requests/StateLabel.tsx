// A request's state in words (Waiting for review, Changes asked, Declined, Published) as a coloured
// label, on its card in a list and at the top of its page.
import { requestsWords as words, type RequestState } from './requests-words.ts'

const stateLook: Record<RequestState, [string, string]> = {
  waiting: ['#eef6ff', '#173ca5'],
  'changes asked': ['#fffbeb', '#92400e'],
  declined: ['#fef2f2', '#991b1b'],
  published: ['#f0fdf4', '#166534'],
}

/** A request's state in words, as a coloured label. */
export function StateLabel({ state }: { state: RequestState }) {
  const [background, color] = stateLook[state]
  return (
    <p style={{ display: 'inline-block', margin: '6px 0 2px', padding: '2px 10px', borderRadius: 999, fontSize: 13, fontWeight: 700, background, color }}>
      {words.states[state]}
    </p>
  )
}
