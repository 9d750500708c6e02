// A photo file dropped on a picture in the page, waiting for its field in the side panel (PhotoField.tsx)
// to take it: the page's drop (use-photo-drop.ts) opens the section, and the field asks for its words.
import { useEffect, useSyncExternalStore } from 'react'
import type { DataPath } from '../../../schema/data-at.ts'

let waiting: { place: string; file: File } | undefined
const listeners = new Set<() => void>()
const placeOf = (path: DataPath) => path.join('\0')

export function dropPhoto(path: DataPath, file: File) {
  waiting = { place: placeOf(path), file }
  for (const listener of listeners) listener()
}

/** Calls `take` with a file dropped for the field at `path`, once. */
export function useDroppedPhoto(path: DataPath, take: (file: File) => void) {
  const dropped = useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    () => waiting,
  )
  useEffect(() => {
    if (!dropped || dropped.place !== placeOf(path)) return
    waiting = undefined
    take(dropped.file)
  }, [dropped, placeOf(path)])
}
