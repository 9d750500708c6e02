// A photo file dropped on a picture in the page, waiting for its field in the side panel (PhotoField.tsx)
// to take it: the page's drop (use-photo-drop.ts) opens the section, and the field asks for its words.
import { useEffect } from 'react'
import type { DataPath } from '../../../schema/data-at.ts'
import { slice } from '../shell/store/slice.ts'

const dropped = slice<{ waiting?: { place: string; file: File } }>({})
const placeOf = (path: DataPath) => path.join('\0')

export const dropPhoto = (path: DataPath, file: File) => dropped.set({ waiting: { place: placeOf(path), file } })

/** Calls `take` with a file dropped for the field at `path`, once. */
export function useDroppedPhoto(path: DataPath, take: (file: File) => void) {
  const waiting = dropped.use((s) => s.waiting)
  useEffect(() => {
    if (!waiting || waiting.place !== placeOf(path)) return
    dropped.set({ waiting: undefined })
    take(waiting.file)
  }, [waiting, placeOf(path)])
}
