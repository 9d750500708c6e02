// Keeps the editor's history on disk as it changes, and brings it back when the page opens, with the
// places that changed on disk meanwhile as conflicts to settle (keep mine adds the editor's change
// back to the history; take theirs leaves the file's words). Nothing is stored before the history has
// been read back, so an opening page never overwrites what it is about to bring back.
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'
import type { History } from './edit-history.ts'
import type { ShownConflict } from '../../../server/editor/contract.ts'
import { loadSavedDrafts, storeDrafts } from './saved-drafts.ts'

export function useSavedDrafts(history: History, setHistory: Dispatch<SetStateAction<History>>) {
  const [restored, setRestored] = useState<number>()
  const [conflicts, setConflicts] = useState<ShownConflict[]>([])

  useEffect(() => {
    loadSavedDrafts().then((saved) => {
      if (saved.done.length || saved.undone.length) setHistory({ done: saved.done, undone: saved.undone })
      setConflicts(saved.conflicts)
      setRestored(saved.done.length)
    }, () => setRestored(0))
  }, [setHistory])

  useEffect(() => {
    if (restored === undefined) return
    storeDrafts({ ...history, conflicts })
  }, [history, conflicts, restored])

  const settle = (conflict: ShownConflict, keepMine: boolean) => {
    if (keepMine) setHistory((h) => ({ done: [...h.done, ...conflict.changes], undone: [] }))
    setConflicts((all) => all.filter((c) => c !== conflict))
  }
  return { restored, conflicts, settle }
}
