// Keeps the editor's history on disk as it changes, and brings it back when the page opens, with the
// places that changed on disk meanwhile as conflicts to settle (keep mine adds the editor's change
// back to the history; take theirs leaves the file's words). Nothing is stored before the history has
// been read back, so an opening page never overwrites what it is about to bring back.
import { useEffect, useState } from 'react'
import type { ShownConflict } from '../../../server/editor/contract.ts'
import { draftsSlice, setHistory } from '../shell/store/drafts.ts'
import { loadSavedDrafts, useStoreDrafts } from './saved-drafts.ts'

export function useSavedDrafts() {
  const history = draftsSlice.use((s) => s.history)
  const restored = draftsSlice.use((s) => s.restored)
  const [conflicts, setConflicts] = useState<ShownConflict[]>([])
  const store = useStoreDrafts()

  useEffect(() => {
    loadSavedDrafts().then(
      (saved) => {
        if (saved.done.length || saved.undone.length) setHistory({ done: saved.done, undone: saved.undone })
        setConflicts(saved.conflicts)
        draftsSlice.set({ restored: saved.done.length, sent: saved.sent })
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
    setConflicts((all) => all.filter((c) => c.file !== conflict.file || c.path.join('\0') !== conflict.path.join('\0')))
  }
  return { restored, conflicts, settle }
}
