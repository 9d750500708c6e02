// The editor's bar, a region named "Editor" at the top of the dock (editor.css places it: atop the column
// beside the page on wide windows, along the bottom on narrow ones): the skip link to the page, Save,
// Undo, Redo, the page list, what happened last, the "Problems" region, and the warning Save shows
// before writing edits that have problems. It comes first in the page, so Save is the second Tab stop.
// Inline styles, so none of the editor's looks end up in the site's own stylesheet.
import type { CSSProperties, ReactNode } from 'react'
import type { PlacedProblem } from '../editor-api.ts'
import { editorWords as words } from '../editor-words.ts'
import { draftsSlice } from './store/drafts.ts'
import { selectionSlice } from './store/selection.ts'

export interface EditorBarProps {
  /** The latest edits are still being checked: the list may change. */
  checking: boolean
  /** A problem in the list was chosen: show it at its field. */
  onProblem: (problem: PlacedProblem) => void
  pages: string[]
  onSave: () => void
  onUndo: () => void
  onRedo: () => void
  onSaveAnyway: () => void
  onPage: (path: string) => void
  /** The editor's other controls (Review changes), after Undo and Redo. */
  children?: ReactNode
  /** Above the buttons: the control that shows and hides the section panel on narrow windows. */
  sheetToggle?: ReactNode
  /** After the page list: the preview widths. */
  preview?: ReactNode
}

const bar: CSSProperties = {
  flex: 'none',
  background: '#111827',
  color: '#f9fafb',
  font: '14px/1.4 system-ui, sans-serif',
  padding: '8px 12px',
  maxHeight: '40vh',
  overflow: 'auto',
}
const skip: CSSProperties = { display: 'inline-block', marginBottom: 8, padding: '4px 12px', background: '#f9fafb', color: '#111827', borderRadius: 4 }
const button: CSSProperties = {
  background: '#f9fafb',
  color: '#111827',
  border: 0,
  borderRadius: 4,
  padding: '4px 12px',
  marginRight: 8,
  font: 'inherit',
  cursor: 'pointer',
}
const link: CSSProperties = {
  background: 'none',
  border: 0,
  padding: 0,
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'underline',
  cursor: 'pointer',
}
const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }

export function EditorBar(props: EditorBarProps) {
  const { history, problems, note, warning } = draftsSlice.use()
  return (
    <div role="region" aria-label={words.editor} style={bar} data-editor-bar="">
      {/* #main is the site's own main element (renderer/App.tsx), which takes the focus. */}
      <a href="#main" style={skip} data-editor-skip="">
        {words.skipToPage}
      </a>
      {props.sheetToggle}
      <div style={row}>
        <button type="button" style={button} onClick={props.onSave}>
          {words.save}
        </button>
        <button type="button" style={button} onClick={props.onUndo} disabled={!history.done.length}>
          {words.undo}
        </button>
        <button type="button" style={button} onClick={props.onRedo} disabled={!history.undone.length}>
          {words.redo}
        </button>
        {props.children}
        <label>
          {words.page}{' '}
          <select value={selectionSlice.use((s) => s.page)} onChange={(e) => props.onPage(e.target.value)}>
            {props.pages.map((path) => (
              <option key={path} value={path}>
                {path}
              </option>
            ))}
          </select>
        </label>
        {props.preview}
        <span role="status">{note || (history.done.length ? words.unsaved(history.done.length) : '')}</span>
        <span style={{ opacity: 0.7 }} data-editor-hint="">
          {words.hint}
        </span>
      </div>
      {warning !== undefined && (
        <div role="alertdialog" aria-label={words.save} style={{ ...row, background: '#7c2d12', padding: 8, marginTop: 8 }}>
          <span>{words.saveWarning(warning)}</span>
          <button type="button" style={button} onClick={props.onSaveAnyway}>
            {words.saveAnyway}
          </button>
          <button type="button" style={button} onClick={() => draftsSlice.set({ warning: undefined })}>
            {words.keepEditing}
          </button>
        </div>
      )}
      <section aria-label={words.problems} aria-busy={props.checking} style={{ marginTop: 8 }}>
        <h2 style={{ font: 'inherit', fontWeight: 700, margin: 0 }}>{words.problems}</h2>
        {problems.length === 0 ? (
          <p style={{ margin: 0 }}>{words.noProblems}</p>
        ) : (
          <ul style={{ margin: 0, paddingLeft: 20, fontFamily: 'ui-monospace, monospace' }}>
            {problems.map((problem) => (
              <li key={problem.text}>
                <button type="button" style={link} onClick={() => props.onProblem(problem)}>
                  {problem.text}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
