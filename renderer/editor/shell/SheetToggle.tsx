// Shows and hides the section panel when the dock is a sheet along the bottom (narrow windows; wide ones
// hide this button, editor.css). Collapsed, it names the section picked, so a tap on the page shows what
// it opened while the page stays in view.
import type { CSSProperties } from 'react'
import { editorWords as words } from '../editor-words.ts'
import { buttonClass } from '../editor-look.ts'
import { panelsSlice } from './store/panels.ts'

// Its words wrap rather than run out of the button on a narrow phone.
const toggle: CSSProperties = {
  display: 'flex',
  justifyContent: 'flex-start',
  width: 'calc(100% - 16px)',
  margin: 8,
  minHeight: 40,
  whiteSpace: 'normal',
  textAlign: 'left',
}

export function SheetToggle({ what }: { what: string }) {
  const collapsed = panelsSlice.use((s) => s.collapsed)
  return (
    <button
      type="button"
      className={buttonClass.plain}
      style={toggle}
      aria-expanded={!collapsed}
      onClick={() => panelsSlice.set({ collapsed: !collapsed })}
      data-editor-sheet-toggle=""
    >
      {collapsed ? `▲ ${words.showPanel(what)}` : `▼ ${words.hidePanel}`}
    </button>
  )
}
