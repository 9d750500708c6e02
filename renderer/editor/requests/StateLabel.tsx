// A request's state in words (Waiting for review, Changes asked, Declined, Published) as a coloured
// label, on its card in a list and at the top of its page.
import { requestsWords as words, type RequestState } from './requests-words.ts'

/** A request's state in words, as a label coloured by its state (requests.css). */
export const StateLabel = ({ state }: { state: RequestState }) => (
  <p className="requests-state" data-state={state}>
    {words.states[state]}
  </p>
)
