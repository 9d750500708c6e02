// Keeps the editor's history on disk as it changes, and brings it back when the page opens, with the
// places that changed on disk meanwhile as conflicts to settle (keep mine adds the editor's change
// back to the history; take theirs leaves the file's words). Nothing is stored before the history has
// been read back, so an opening page never overwrites what it is about to bring back.
import { useEffect } from 'react'
import type { ShownConflict } from '../../../server/editor/contract.ts'
import { draftsSlice, setHistory } from '../shell/store/drafts.ts'
import { loadSavedDrafts, takeSavedDrafts, useStoreDrafts } from './saved-drafts.ts'

export function useSavedDrafts() {
  const { history, restored, conflicts } = draftsSlice.use()
  const store = useStoreDrafts()

  useEffect(() => {
    loadSavedDrafts().then(
      (saved) => {
        // Words typed before the answer came stay, when there was nothing to bring back.
        if (saved.done.length || saved.undone.length) takeSavedDrafts(saved)
        else draftsSlice.set({ conflicts: saved.conflicts, sent: saved.sent })
        draftsSlice.set({ restored: saved.done.length })
      },
      () => draftsSlice.set({ restored: 0 }),
    )
  }, [])

  useEffect(() => {
    if (restored === undefined) return
    store({ ...history, conflicts })
  }, [history, conflicts, restored, store])

  const settle = (conflict: ShownConflict, keepMine: boolean) => {
    if (keepMine) setHistory((h) => ({ done: [...h.done, ...conflict.changes], undone: [] }))
    // Every entry for that place goes: a place listed twice is settled once.
    draftsSlice.set((s) => ({ conflicts: s.conflicts.filter((c) => c.file !== conflict.file || c.path.join('\0') !== conflict.path.join('\0')) }))
  }
  return { restored, conflicts, settle }
}
