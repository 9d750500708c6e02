// The preview widths in the bar: Phone, Tablet and Desktop, each a toggle; pressed again, the page is
// the editor's own again. Shown on wide windows only (editor.css): a narrow window is the phone already.
import { editorWords as words } from '../editor-words.ts'
import { buttonClass } from '../editor-look.ts'
import { panelsSlice, previewWidths, type PreviewWidth } from '../shell/store/panels.ts'

export function PreviewWidths() {
  const chosen = panelsSlice.use((s) => s.previewWidth)
  return (
    <div role="group" aria-label={words.previewWidth} style={{ display: 'flex', gap: 4 }} data-editor-wide-only="">
      {(Object.keys(previewWidths) as PreviewWidth[]).map((width) => (
        <button
          key={width}
          type="button"
          aria-pressed={chosen === width}
          className={buttonClass.quiet}
          onClick={() => panelsSlice.set({ previewWidth: chosen === width ? undefined : width })}
        >
          {words.previewWidths[width]}
        </button>
      ))}
    </div>
  )
}
