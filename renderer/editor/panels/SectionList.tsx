// The page's sections as a list in the panel, by their names in words: a click opens one, and dragging
// (or its handle from the keyboard) moves it, as the panel's Move up and Move down buttons do.
import type { CSSProperties } from 'react'
import type { Section } from '../../../schema/generated/site-types.ts'
import { resolveText } from '../../../schema/references.ts'
import { editorWords as words } from '../editor-words.ts'
import { sectionName } from './schema-parts.ts'
import { SortableList } from './SortableList.tsx'
import { select, selectionSlice } from '../shell/store/selection.ts'

export interface SectionListProps {
  sections: Section[]
  /** site.yaml's data: a heading that uses a fact is named by what it shows, not by its {{reference}}. */
  facts: unknown
  onMove: (from: number, to: number) => void
}

const entry: CSSProperties = { font: 'inherit', background: 'none', border: 0, padding: '2px 0', textAlign: 'left', cursor: 'pointer', color: 'inherit' }

/** The id of section `index`'s entry in the list (the focus goes there after a section is removed). */
export const sectionEntryId = (index: number) => `editor-section-entry-${index}`

// Opened from the list, the section is brought into sight on the page, as a click there has it in sight.
// Its wrapper (live-edit.tsx) is `display: contents`, with no box to scroll to: its first element has one.
const reveal = (index: number) => document.querySelector(`[data-editor-section="${index}"] > *`)?.scrollIntoView({ block: 'start' })

export function SectionList({ sections, facts, onMove }: SectionListProps) {
  const selected = selectionSlice.use((s) => s.selected)
  const name = (index: number) => sectionName(sections[index]!.type)
  return (
    <nav aria-label={words.pageSections} style={{ margin: '6px 0' }}>
      <h3 style={{ fontSize: 14, margin: '0 0 4px' }}>{words.pageSections}</h3>
      <SortableList count={sections.length} itemLabel={(index) => `${name(index)} ${index + 1}`} onMove={onMove}>
        {(index, handle) => (
          <div style={{ display: 'flex', alignItems: 'center' }}>
            {handle}
            <button
              type="button"
              style={{ ...entry, fontWeight: index === selected ? 700 : 400 }}
              aria-current={index === selected ? 'true' : undefined}
              id={sectionEntryId(index)}
              onClick={() => {
                select(index)
                reveal(index)
              }}
            >
              {name(index)}
              {sections[index]!.heading ? ` · ${resolveText(sections[index]!.heading, facts)}` : ''}
            </button>
          </div>
        )}
      </SortableList>
    </nav>
  )
}
