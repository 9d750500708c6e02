// The looks of the editor's panels that cover the page (Review changes, Messages, People, Your
// sessions), as inline styles so none of them ends up in the site's stylesheet.
import type { CSSProperties } from 'react'

export const panelStyle: CSSProperties = {
  position: 'fixed',
  inset: 0,
  overflow: 'auto',
  background: '#ffffff',
  color: '#111827',
  zIndex: 2147483647,
  font: '15px/1.5 system-ui, sans-serif',
  padding: 'clamp(12px, 3vw, 32px)',
  boxSizing: 'border-box',
}
export const buttonStyle: CSSProperties = {
  background: '#f9fafb',
  color: '#111827',
  border: '1px solid #9ca3af',
  borderRadius: 4,
  padding: '4px 12px',
  font: 'inherit',
  cursor: 'pointer',
}
/** A button that cannot be used now looks it (a note beside it says why). */
export const buttonLook = (disabled: boolean): CSSProperties =>
  disabled ? { ...buttonStyle, color: '#6b7280', background: '#e5e7eb', borderColor: '#d1d5db', cursor: 'not-allowed' } : buttonStyle
export const dangerStyle: CSSProperties = { ...buttonStyle, background: '#991b1b', color: '#ffffff', borderColor: '#7f1d1d' }
// The site's stylesheet takes a field's border and background away: the editor gives them back.
export const fieldStyle: CSSProperties = {
  font: 'inherit',
  padding: '4px 8px',
  width: '100%',
  maxWidth: '24rem',
  boxSizing: 'border-box',
  border: '1px solid #6b7280',
  borderRadius: 4,
  background: '#ffffff',
  color: '#111827',
}
export const cardStyle: CSSProperties = { border: '1px solid #d1d5db', borderRadius: 6, padding: 12, margin: '0 0 12px', overflowWrap: 'anywhere' }
export const listStyle: CSSProperties = { listStyle: 'none', padding: 0, margin: 0 }
export const headingStyle: CSSProperties = { font: 'inherit', fontSize: 17, fontWeight: 700, margin: '24px 0 8px' }
export const noteStyle: CSSProperties = { margin: '4px 0', color: '#4b5563' }
/** The line that says what the last action did; no room taken while it says nothing. */
export const statusStyle = (said: string): CSSProperties => ({ margin: said ? '8px 0' : 0 })
export const rowStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }
