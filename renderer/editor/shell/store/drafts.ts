// The drafts slice: the history of changes (Undo/Redo), what the last check of the drafts found, the bar's
// note of what happened last, and the warning Save shows before saving drafts with problems.
import type { SetStateAction } from 'react'
import type { SavedDraftsAnswer, ShownConflict } from '../../../../server/editor/contract.ts'
import { emptyHistory, type History } from '../../drafts/edit-history.ts'
import type { PlacedProblem } from '../../editor-api.ts'
import { slice } from './slice.ts'

/** The drafts a check ran on, and what it found. */
export interface Checked {
  drafted: Record<string, unknown>
  problems: PlacedProblem[]
}

export const draftsSlice = slice({
  history: emptyHistory,
  problems: [] as PlacedProblem[],
  checked: undefined as Checked | undefined,
  /** What happened last that the history does not say (a save, a failure), with shorter words for a phone's bar where they differ. */
  note: '' as string | [string, string],
  warning: undefined as number | undefined,
  /** How many changes were brought back from the last session (saved-drafts.ts); undefined until asked. */
  restored: undefined as number | undefined,
  /** The places changed on disk (or by a publication) and by the person, waiting for their choice. */
  conflicts: [] as ShownConflict[],
  /** The server refused the newest history (`signed out`, or why): it is on this page alone until it is kept. */
  unkept: undefined as 'signed out' | string | undefined,
  /** Hosted: the first `changes` of the history were sent for review as `request`, still open (server/editor/drafts/sent-drafts.ts). */
  sent: undefined as SavedDraftsAnswer['sent'],
})

export const setHistory = (next: SetStateAction<History>) =>
  draftsSlice.set(({ history }) => ({ history: typeof next === 'function' ? next(history) : next, note: '' }))

/** Whether the banner under the bar shows (drafts/SavedDrafts.tsx): changes brought back (locally), places waiting for a choice, or changes not kept. */
export const bannerShown = (hosted: boolean, { restored, conflicts, unkept }: ReturnType<typeof draftsSlice.get>) =>
  Boolean((!hosted && restored) || conflicts.length || unkept)
