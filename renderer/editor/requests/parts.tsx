// The pieces the Requests panel's lists and a request's page are made of (their looks in requests.css):
// a part of the page under its heading and what it shows once its query answers, a list in bullets, a
// list of cards, a request's state and its answer, the line that says what an action did, buttons,
// forms, and a link to the site as it would be.
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { ComponentProps, FormEvent, ReactNode } from 'react'
import { buttonClass } from '../editor-look.ts'
import { loadRequest, type RequestEvent } from './requests-api.ts'
import { requestsSlice } from './requests-slice.ts'
import { eventWords, requestsWords as words, type RequestState } from './requests-words.ts'

/** A part of a request's page, named by its heading (panel.css draws the line above it). */
export const Part = ({ name, children }: { name: string; children: ReactNode }) => (
  <section aria-label={name} data-editor-part="">
    <h3 className="requests-heading">{name}</h3>
    {children}
  </section>
)

export const Bullets = ({ lines, label }: { lines: string[]; label?: string }) => (
  <ul className="requests-bullets" aria-label={label}>
    {lines.map((line, i) => (
      <li key={i}>{line}</li>
    ))}
  </ul>
)

/** What a part shows once its query has answered, or why not yet. */
export function Loaded<T>(props: { query: UseQueryResult<T>; failed: (why: string) => string; loading: string; children: (data: T) => ReactNode }) {
  const { data, error } = props.query
  return error ? <p>{props.failed(error.message)}</p> : data === undefined ? <p aria-busy="true">{props.loading}</p> : props.children(data)
}

/** A list of cards once its query has answered, or why not yet: `none` when it is empty. */
export function Cards<T>({ query, none, card }: { query: UseQueryResult<T[]>; none: string; card: (item: T) => ReactNode }) {
  const { data, error } = query
  if (error) return <p role="alert">{words.failed(error.message)}</p>
  if (!data) return <p aria-busy="true">{words.loading}</p>
  if (!data.length) return <p>{none}</p>
  return <ul className="requests-list">{data.map(card)}</ul>
}

/** A card of a list: the request's or publication's title above what it says. */
export const Card = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <li data-editor-card="" data-request={id}>
    <h3 className="requests-title">{title}</h3>
    {children}
  </li>
)

/** Open, which takes the focus back when its request's view is left for the list (Back to the list). */
export const OpenButton = ({ id, title }: { id: string; title: string }) => (
  <Button
    ref={(button) => {
      if (button && requestsSlice.get().left === id) {
        button.focus()
        requestsSlice.set({ left: undefined })
      }
    }}
    onClick={() => requestsSlice.set({ chosen: id })}
    aria-label={`${words.open}: ${title}`}
  >
    {words.open}
  </Button>
)

/** A request's state in words (Waiting for review, Changes asked…), as a label coloured by its state, on its card and its page. */
export const StateLabel = ({ state }: { state: RequestState }) => (
  <p className="requests-state" data-state={state}>
    {words.states[state]}
  </p>
)

/** What the publisher said when returning or declining a request, at its top and on its card, so its
 * sender reads it first: "Pat Reyes asked for changes: …". */
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

export const Said = ({ said, className = 'requests-flat' }: { said: string; className?: string }) =>
  said ? (
    <p role="status" className={className}>
      {said}
    </p>
  ) : null

type Look = keyof typeof buttonClass

/** A button of the panel's, `plain` unless told (buttons.css). */
export const Button = ({ look = 'plain', className, ...props }: ComponentProps<'button'> & { look?: Look }) => (
  <button type="button" className={className ? `${buttonClass[look]} ${className}` : buttonClass[look]} {...props} />
)

/** A form's button that sends it, its look and whether it is sending; then the rest of what it shows. */
type Sending = { onSubmit: (e: FormEvent) => void; submit: string; busy: boolean; look?: Look }
type FormProps = Sending & { cancel?: () => void; said?: string; label?: string; children: ReactNode }
/** A form of the page: its fields, then its button that sends it (and Cancel, when given), then what it did. */
export const Form = ({ onSubmit, submit, busy, look, cancel, said, label, children }: FormProps) => (
  <form onSubmit={onSubmit} className="requests-form" aria-label={label}>
    {children}
    <div className="requests-row">
      <Button type="submit" look={look} disabled={busy}>
        {submit}
      </Button>
      {cancel && <Button onClick={cancel}>{words.cancel}</Button>}
    </div>
    {said !== undefined && <Said said={said} />}
  </form>
)

/** A box for a few lines of words, under its label. */
export const Words = ({ label, value, set, required }: { label: string; value: string; set: (value: string) => void; required?: boolean }) => (
  <label>
    {label}
    <textarea className="requests-field" value={value} maxLength={2000} aria-required={required} onChange={(e) => set(e.target.value)} />
  </label>
)

/** The site as a request, or an undo, would make it, in a new tab. */
export const SiteLink = ({ href, label }: { href: string; label: string }) => (
  <p className="requests-site">
    <a href={href} target="_blank" rel="noreferrer" className="requests-link">
      {label}
    </a>{' '}
    <span className="requests-hint">{words.undoSeeSiteHint}</span>
  </p>
)
