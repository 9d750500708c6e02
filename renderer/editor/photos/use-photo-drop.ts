// A photo file dropped on a picture in the page itself: the picture is outlined while a file is held
// over it, and the drop opens its section in the side panel (a phone's folded sheet unfolds), where the picture's field takes the file
// and asks what it shows (photo-drops.ts, PhotoField.tsx). A drop anywhere else is the browser's own.
import { useEffect } from 'react'
import type { Section } from '../../../schema/generated/site-types.ts'
import { photoFieldOf } from './page-photos.ts'
import { dropPhoto } from './photo-drops.ts'
import { panelsSlice } from '../shell/store/panels.ts'
import { select } from '../shell/store/selection.ts'

export function usePhotoDrop(root: HTMLElement, sections: Section[]) {
  useEffect(() => {
    let outlined: HTMLElement | undefined
    const outline = (img?: HTMLElement) => {
      if (outlined === img) return
      if (outlined) outlined.style.outline = ''
      outlined = img
      if (img) img.style.outline = '4px dashed #f59e0b'
    }
    /** The picture of a section under the event, with where its field is. */
    const target = (event: DragEvent) => {
      const img = (event.target as Element).closest?.('img')
      const sectionElement = img?.closest('[data-editor-section]')
      if (!img || !sectionElement || root.contains(img) || !event.dataTransfer?.types.includes('Files')) return undefined
      const index = Number(sectionElement.getAttribute('data-editor-section'))
      const path = sections[index] && photoFieldOf(img, sections[index], index, sectionElement)
      return path && { img, index, path }
    }
    const onDragOver = (event: DragEvent) => {
      const found = target(event)
      outline(found?.img)
      if (!found) return
      event.preventDefault()
      event.dataTransfer!.dropEffect = 'copy'
    }
    const onDrop = (event: DragEvent) => {
      outline(undefined)
      const found = target(event)
      const file = event.dataTransfer?.files[0]
      if (!found || !file) return
      event.preventDefault()
      select(found.index)
      panelsSlice.set({ collapsed: false })
      dropPhoto(found.path, file)
    }
    const listening = new AbortController()
    document.addEventListener('dragover', onDragOver, listening)
    document.addEventListener('drop', onDrop, listening)
    document.addEventListener('dragleave', () => outline(undefined), listening)
    return () => {
      outline(undefined)
      listening.abort()
    }
  }, [root, sections])
}
