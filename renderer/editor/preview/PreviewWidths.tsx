// The preview widths in the bar: Phone, Tablet and Desktop, each a toggle; pressed again, the page is
// the editor's own again. Shown on wide windows only (editor.css): a narrow window is the phone already.
import type { CSSProperties } from 'react'
import { editorWords as words } from '../editor-words.ts'
import { panelsSlice, previewWidths, type PreviewWidth } from '../shell/store/panels.ts'

const button = (pressed: boolean): CSSProperties => ({
  font: 'inherit',
  borderRadius: 4,
  padding: '4px 10px',
  cursor: 'pointer',
  border: '1px solid #f9fafb',
  background: pressed ? '#f9fafb' : 'transparent',
  color: pressed ? '#111827' : '#f9fafb',
})

export function PreviewWidths() {
  const chosen = panelsSlice.use((s) => s.previewWidth)
  return (
    <div role="group" aria-label={words.previewWidth} style={{ display: 'flex', gap: 4 }} data-editor-wide-only="">
      {(Object.keys(previewWidths) as PreviewWidth[]).map((width) => (
        <button
          key={width}
          type="button"
          aria-pressed={chosen === width}
          style={button(chosen === width)}
          onClick={() => panelsSlice.set({ previewWidth: chosen === width ? undefined : width })}
        >
          {words.previewWidths[width]}
        </button>
      ))}
    </div>
  )
}
