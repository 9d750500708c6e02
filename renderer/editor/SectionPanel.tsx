// The side panel, a region named "Section": the section picked on the page as a form made from the
// JSON Schema (SchemaFields.tsx), the buttons that move or remove it, and the catalogue to add a
// section of any type after it. Inline styles, like the bar, so the site's stylesheet stays the site's.
import { useState, type CSSProperties, type ReactNode } from 'react'
import type { Section } from '../../schema/generated/site-types.ts'
import type { DataPath } from './data-at.ts'
import { editorWords as words } from './editor-words.ts'
import { Field, linkListId, SchemaForm } from './SchemaFields.tsx'
import { newValue, sectionSchema, sectionTypes } from './schema-parts.ts'

export interface SectionPanelProps {
  file: string
  sections: Section[]
  selected: number | undefined
  onSelect: (index: number | undefined) => void
  edit: (path: DataPath, before: unknown, after: unknown) => void
  problemsAt: (path: DataPath) => string[]
  fact: (text: string, path: DataPath) => ReactNode
  /** The site's routes and route#anchors, for link fields. */
  links: string[]
  onCopyPage: (path: string, title: string) => void
}

function PageCopy({ onCopy }: { onCopy: (path: string, title: string) => void }) {
  const [path, setPath] = useState('')
  const [title, setTitle] = useState('')
  return (
    <details style={{ marginTop: 12 }}>
      <summary>{words.copyPage}</summary>
      <label style={{ display: 'block' }}>{words.newPagePath} <input value={path} onChange={(e) => setPath(e.target.value)} /></label>
      <label style={{ display: 'block' }}>{words.newPageTitle} <input value={title} onChange={(e) => setTitle(e.target.value)} /></label>
      <button type="button" style={button} disabled={!path.startsWith('/') || !title} onClick={() => onCopy(path, title)}>{words.createPage}</button>
    </details>
  )
}

const panel: CSSProperties = {
  position: 'fixed', top: 0, right: 0, bottom: 0, width: 'min(380px, 100vw)', zIndex: 2147483646, overflow: 'auto', boxSizing: 'border-box',
  background: '#f9fafb', color: '#111827', font: '14px/1.4 system-ui, sans-serif', padding: '12px 12px 45vh', boxShadow: '-2px 0 8px rgba(0,0,0,.25)',
}
const button: CSSProperties = { font: 'inherit', padding: '4px 10px', margin: '0 6px 6px 0', cursor: 'pointer' }

export function SectionPanel({ file, sections, selected, onSelect, edit, problemsAt, fact, links, onCopyPage }: SectionPanelProps) {
  const [newType, setNewType] = useState(sectionTypes[0]?.type ?? '')
  const section = selected === undefined ? undefined : sections[selected]
  const schema = section && sectionSchema(section.type)
  const setSections = (next: unknown[], select: number | undefined) => {
    edit(['sections'], sections, next)
    onSelect(select)
  }
  const move = (to: number) => {
    const next = [...sections]
    next.splice(to, 0, ...next.splice(selected!, 1))
    setSections(next, to)
  }
  const add = () => {
    const at = selected === undefined ? sections.length : selected + 1
    const type = sectionTypes.find((t) => t.type === newType)
    if (!type) return
    setSections([...sections.slice(0, at), newValue(type.schema), ...sections.slice(at)], at)
  }
  return (
    <aside aria-label={words.section} style={panel} data-editor-panel="">
      <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>{section ? words.sectionHeading(section.type, selected! + 1, sections.length) : words.section}</h2>
      {section && (
        <div>
          <button type="button" style={button} disabled={selected === 0} onClick={() => move(selected! - 1)}>{words.moveUp}</button>
          <button type="button" style={button} disabled={selected === sections.length - 1} onClick={() => move(selected! + 1)}>{words.moveDown}</button>
          <button type="button" style={button} onClick={() => setSections(sections.filter((_, i) => i !== selected), undefined)}>{words.removeSection}</button>
          <button type="button" style={button} onClick={() => onSelect(undefined)}>{words.close}</button>
        </div>
      )}
      <div style={{ borderTop: '1px solid #d1d5db', borderBottom: '1px solid #d1d5db', padding: '6px 0', margin: '6px 0' }}>
        <label>
          {words.sectionType}{' '}
          <select value={newType} onChange={(e) => setNewType(e.target.value)}>
            {sectionTypes.map(({ type }) => <option key={type} value={type}>{type}</option>)}
          </select>
        </label>
        <p style={{ fontSize: 12, color: '#4b5563', margin: '4px 0' }}>{sectionTypes.find((t) => t.type === newType)?.schema.description}</p>
        <button type="button" style={button} onClick={add}>{words.addSection}</button>
      </div>
      <datalist id={linkListId}>{links.map((link) => <option key={link} value={link} />)}</datalist>
      {!section && <p>{words.noSection}</p>}
      {section && schema?.properties && (
        <SchemaForm value={{ file, edit, problemsAt, fact }}>
          {Object.entries(schema.properties).map(([key, sub]) => (
            <Field key={`${selected}-${key}`} name={key} schema={sub} value={(section as unknown as Record<string, unknown>)[key]} path={['sections', selected!, key]} />
          ))}
        </SchemaForm>
      )}
      <PageCopy onCopy={onCopyPage} />
    </aside>
  )
}
