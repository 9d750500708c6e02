// The bar's middle: the state of the person's changes in words, and the Problems region. Local, changes
// wait for Save ("2 unsaved changes."); hosted, they are kept as they are typed and wait to be sent for
// review ("2 changes not sent yet", "All changes kept"). The Problems region says "No problems." or how
// many (warnings, which stop nothing, counted apart and in calmer colours), with their list below the bar
// (shown until hidden, and hidden at first while the banner under the bar shows), each taking the cursor to its field.
import { useEffect, useState } from 'react'
import type { PlacedProblem } from '../editor-api.ts'
import { editorWords as words } from '../editor-words.ts'
import { buttonClass } from '../editor-look.ts'
import { bannerShown, draftsSlice } from './store/drafts.ts'

type SentDrafts = ReturnType<typeof draftsSlice.get>['sent']

/** The changes' state in words (and shorter, for a phone's bar): what happened last, a check under way, or how many wait, and where. */
function changesState(
  hosted: boolean,
  note: string | [string, string],
  checking: boolean,
  count: number,
  sent: SentDrafts,
  unkept: boolean,
): [string, string?] {
  // Never "kept" while the server refuses them (the banner under the bar says why and what to do).
  if (unkept) return [words.notKept, words.short.notKept]
  if (note) return typeof note === 'string' ? [note] : note
  if (checking && count) return [words.checking]
  if (!hosted) return count ? [words.unsaved(count), words.short.unsaved(count)] : [words.allSaved, words.short.allSaved]
  // Hosted, the changes sent for review stay on the page while their request is open (sent-drafts.ts).
  const unsent = count - (sent?.changes ?? 0)
  if (sent && unsent > 0) return [words.notSentBeside(unsent), words.short.notSent(unsent)]
  if (sent) return sent.state === 'changes asked' ? [words.sentReturned, words.short.sentReturned] : [words.sentWaiting, words.short.sentWaiting]
  return count ? [words.notSent(count), words.short.notSent(count)] : [words.allKept, words.short.allKept]
}

export function BarState({ hosted, checking, onProblem }: { hosted: boolean; checking: boolean; onProblem: (problem: PlacedProblem) => void }) {
  const { history, problems, note, sent, unkept } = draftsSlice.use()
  const banner = draftsSlice.use((drafts) => bannerShown(hosted, drafts))
  const [shown, setShown] = useState(true)
  // New problems show their list again, unless the banner under the bar shows: the list would cover it
  // (the count in the bar still says how many, and opens it).
  useEffect(() => setShown(!banner), [problems.length, banner])
  const [state, short] = changesState(hosted, note, checking, history.done.length, sent, unkept !== undefined)
  const warnings = problems.filter((p) => p.warning).length
  return (
    <>
      <span role="status" data-editor-changes="" data-kept={!history.done.length && !note ? '' : undefined}>
        {short ? (
          <>
            <span data-editor-wide-words="">{state}</span>
            <span data-editor-narrow-words="" aria-hidden="true">
              {short}
            </span>
          </>
        ) : (
          state
        )}
      </span>
      <section aria-label={words.problems} aria-busy={checking} data-editor-problems="">
        <h2 data-editor-sr="">{words.problems}</h2>
        {problems.length === 0 ? (
          <p data-editor-no-problems="" title={words.noProblems}>
            {words.noProblems}
          </p>
        ) : (
          <>
            <button
              type="button"
              aria-expanded={shown}
              className={buttonClass.quiet}
              data-editor-problems-count=""
              data-warnings-only={warnings === problems.length ? '' : undefined}
              onClick={() => setShown(!shown)}
            >
              {words.problemCount(problems.length - warnings, warnings)}
            </button>
            <ul hidden={!shown} data-editor-problem-list="">
              {problems.map((problem) => (
                <li key={problem.text}>
                  <button type="button" onClick={() => onProblem(problem)}>
                    {problem.text}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  )
}
