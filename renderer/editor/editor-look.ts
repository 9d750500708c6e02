// The looks of the editor's panels that cover the page (Requests, Review changes, Messages, People, Your
// sessions): the buttons' classes (buttons.css) and, as inline styles so none of them ends up in the
// site's stylesheet, the rest, in the site's tokens.
import type { CSSProperties } from 'react'

/** The editor's buttons (buttons.css), the same in the bar, its menus and the panels. */
export const buttonClass = {
  plain: 'editor-button',
  main: 'editor-button editor-button-main',
  quiet: 'editor-button editor-button-quiet',
  accent: 'editor-button editor-button-accent',
  danger: 'editor-button editor-button-danger',
  icon: 'editor-button editor-button-quiet editor-button-icon',
  /** The small buttons of a list's items (Up, Down, Remove) and the side panel's fields. */
  small: 'editor-button editor-button-small',
  /** A list item's drag handle. */
  handle: 'editor-button editor-button-quiet editor-button-small',
} as const

// The site's stylesheet takes a field's border and background away: the editor gives them back.
export const fieldStyle: CSSProperties = {
  font: 'inherit',
  minHeight: 36,
  padding: '6px 10px',
  width: '100%',
  maxWidth: '24rem',
  boxSizing: 'border-box',
  border: '1px solid #64748b',
  borderRadius: 8,
  background: '#ffffff',
  color: '#0f172a',
}
export const cardStyle: CSSProperties = { border: '1px solid #e2e8f0', borderRadius: 12, padding: 12, margin: '0 0 12px', overflowWrap: 'anywhere' }
export const listStyle: CSSProperties = { listStyle: 'none', padding: 0, margin: 0 }
export const headingStyle: CSSProperties = { font: 'inherit', fontSize: 17, fontWeight: 700, margin: '24px 0 8px' }
/** A heading of a part of a panel (panel.css draws the line above the part). */
export const partHeadingStyle: CSSProperties = { font: 'inherit', fontSize: 16, fontWeight: 700, margin: '0 0 8px' }
export const noteStyle: CSSProperties = { margin: '4px 0', color: '#475569' }
/** The line that says what the last action did; no room taken while it says nothing. */
export const statusStyle = (said: string): CSSProperties => ({ margin: said ? '8px 0' : 0 })
export const rowStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }
