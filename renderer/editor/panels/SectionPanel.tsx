// The side panel, a region named "Section": the section picked on the page as a form made from the
// JSON Schema (SchemaFields.tsx), the buttons that move or remove it, the page's sections in a list
// that reorders by dragging (SectionList.tsx), and the catalogue to add a section of any type after it,
// each type by its name in words. Inline styles, like the bar, so the site's stylesheet stays the site's.
import { useState, type CSSProperties } from 'react'
import type { Section } from '../../../schema/generated/site-types.ts'
import { valueAt } from '../../../schema/data-at.ts'
import { editorWords as words } from '../editor-words.ts'
import { buttonClass } from '../editor-look.ts'
import { pageWords } from '../pages/page-words.ts'
import { Field, linkListId } from './SchemaFields.tsx'
import { SchemaForm, type FormContext } from './schema-form.ts'
import { newSection, sectionName, sectionSchema, sectionTypes } from './schema-parts.ts'
import { sectionEntryId, SectionList } from './SectionList.tsx'
import { focusAfterChange } from './focus-after.ts'
import { moved } from './SortableList.tsx'
import { select, selectionSlice } from '../shell/store/selection.ts'

interface SectionPanelProps extends Omit<FormContext, 'valueAt'> {
  sections: Section[]
  /** site.yaml's data, for what a text that uses a fact shows. */
  facts: unknown
  /** The site's routes and route#anchors, for link fields. */
  links: string[]
  /** Opens the Page panel (the page's title, description, keywords, address, and Copy this page). */
  onPageDetails: () => void
}

// Placed by the dock it sits in (editor.css): beside the page, or a sheet along the bottom. The Page panel
// takes the same place and looks.
export const panel: CSSProperties = { boxSizing: 'border-box', background: '#f9fafb', color: '#111827', font: '14px/1.4 system-ui, sans-serif', padding: 12 }
const button: CSSProperties = { margin: '0 6px 6px 0' }
const upId = 'editor-section-up'
const downId = 'editor-section-down'

export function SectionPanel({ file, sections, facts, edit, problemsAt, fact, links, onPageDetails }: SectionPanelProps) {
  const [newType, setNewType] = useState(sectionTypes[0]?.type ?? '')
  const selected = selectionSlice.use((s) => s.selected)
  const section = selected === undefined ? undefined : sections[selected]
  const schema = section && sectionSchema(section.type)
  const setSections = (next: unknown[], open: number | undefined) => {
    edit(['sections'], sections, next)
    select(open)
  }
  const move = (to: number, from = selected!) => {
    // The open section stays open wherever it goes.
    const open = selected === undefined ? undefined : selected === from ? to : selected - Number(from < selected) + Number(to <= selected)
    setSections(moved(sections, from, to), open)
  }
  // The focus stays on the button used, or the other one where the section reached the end
  // (focus-after.ts); a section removed, on the next one in the list of sections.
  const step = (to: number) => {
    move(to)
    focusAfterChange(to < selected! ? upId : downId, to < selected! ? downId : upId)
  }
  const remove = () => {
    setSections(sections.toSpliced(selected!, 1), undefined)
    focusAfterChange(sectionEntryId(selected!), sectionEntryId(selected! - 1))
  }
  const chosen = sectionTypes.find((t) => t.type === newType)
  const add = () => {
    const at = selected === undefined ? sections.length : selected + 1
    if (chosen) setSections(sections.toSpliced(at, 0, newSection(chosen.schema) as Section), at)
  }
  return (
    <aside aria-label={words.section} style={panel} data-editor-panel="">
      <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>
        {section ? words.sectionHeading(sectionName(section.type), selected! + 1, sections.length) : words.section}
      </h2>
      {!section && <p style={{ margin: '0 0 8px' }}>{words.noSection}</p>}
      {section && (
        <div>
          <button id={upId} type="button" className={buttonClass.plain} style={button} disabled={selected === 0} onClick={() => step(selected! - 1)}>
            {words.moveUp}
          </button>
          <button
            id={downId}
            type="button"
            className={buttonClass.plain}
            style={button}
            disabled={selected === sections.length - 1}
            onClick={() => step(selected! + 1)}
          >
            {words.moveDown}
          </button>
          <button type="button" className={buttonClass.plain} style={button} onClick={remove}>
            {words.removeSection}
          </button>
          <button type="button" className={buttonClass.plain} style={button} onClick={() => select(undefined)}>
            {words.close}
          </button>
        </div>
      )}
      <div style={{ borderTop: '1px solid #d1d5db', borderBottom: '1px solid #d1d5db', padding: '6px 0', margin: '6px 0' }}>
        <label>
          {words.sectionType}{' '}
          <select value={newType} onChange={(e) => setNewType(e.target.value)}>
            {sectionTypes.map(({ type, name }) => (
              <option key={type} value={type}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <p style={{ fontSize: 12, color: '#4b5563', margin: '4px 0' }}>{chosen?.schema.description}</p>
        <button type="button" className={buttonClass.plain} style={button} onClick={add}>
          {words.addSection}
        </button>
      </div>
      <SectionList sections={sections} facts={facts} onMove={(from, to) => move(to, from)} />
      <datalist id={linkListId}>
        {links.map((link) => (
          <option key={link} value={link} />
        ))}
      </datalist>
      {section && schema?.properties && (
        <SchemaForm value={{ file, edit, problemsAt, fact, valueAt: (path) => valueAt({ sections }, path) }}>
          {Object.entries(schema.properties).map(([key, sub]) => (
            <Field
              key={`${selected}-${key}`}
              schema={sub}
              value={valueAt(section, [key])}
              path={['sections', selected!, key]}
              optional={!schema.required?.includes(key)}
            />
          ))}
        </SchemaForm>
      )}
      <button type="button" className={buttonClass.plain} style={{ ...button, marginTop: 12 }} onClick={onPageDetails}>
        {pageWords.openPanel}
      </button>
    </aside>
  )
}
