// The side panel for the page as a whole, a region named "Page": every field of a page but its
// sections (title, description, keywords, address…) as the same schema-made form the Section panel
// uses, a note when links still go to an address the page had before (with the button that points
// them to the new one), and "Copy this page".
import { useState, type ReactNode } from 'react'
import type { Page } from '../../../schema/generated/site-types.ts'
import { valueAt, type DataPath } from '../../../schema/data-at.ts'
import type { Change } from '../drafts/edit-history.ts'
import { formerAddresses, relinkChanges } from './page-relink.ts'
import { PageCopyDialog } from './PageCopyDialog.tsx'
import { PageVersions } from './PageVersions.tsx'
import { pageWords as words } from './page-words.ts'
import { buttonClass, noteStyle, rowStyle } from '../editor-look.ts'
import { draftsSlice } from '../shell/store/drafts.ts'
import { panelsSlice } from '../shell/store/panels.ts'
import { Field } from '../panels/SchemaFields.tsx'
import { SchemaForm } from '../panels/schema-form.ts'
import { resolved, type FieldSchema } from '../panels/schema-parts.ts'
import { panel as sidePanelStyle } from '../panels/SectionPanel.tsx'

export interface PagePanelProps {
  file: string
  page: Page
  /** The address the page's file has as saved (undefined for a new page). */
  savedPath: string | undefined
  /** Every file's data as drafted now (saved data where nothing changed). */
  files: Record<string, unknown>
  pages: { file: string; path: string }[]
  edit: (path: DataPath, before: unknown, after: unknown) => void
  /** Several changes at once (links pointed to the new address). */
  record: (changes: Change[], said: string) => void
  problemsAt: (path: DataPath) => string[]
  fact: (text: string, path: DataPath) => ReactNode
  onCopy: (address: string, name: string) => void
}

const pageSchema = resolved({ $ref: '#/$defs/Page' })
// The sections have a panel of their own; $schema is for the editors of the files.
const fields = Object.entries(pageSchema.properties ?? {}).filter(([key]) => key !== 'sections' && key !== '$schema') as [string, FieldSchema][]

function OldLinks({ file, page, savedPath, files, pages, record }: PagePanelProps) {
  const history = draftsSlice.use((s) => s.history)
  const elsewhere = new Set(pages.filter((p) => p.file !== file).map((p) => p.path))
  const old = formerAddresses(history, file, savedPath, page.path).filter((address) => !elsewhere.has(address))
  const changes = old.flatMap((address) => relinkChanges(files, address, page.path))
  if (!changes.length || !old[0]) return null
  return (
    <div role="note" style={{ background: '#fef3c7', color: '#78350f', padding: 8, borderRadius: 4, margin: '6px 0' }}>
      <p style={{ margin: '0 0 6px' }}>{words.oldLinks(changes.length, old.join(', '))}</p>
      <button type="button" className={buttonClass.plain} onClick={() => record(changes, words.relinked(changes.length, page.path))}>
        {words.relink(page.path)}
      </button>
    </div>
  )
}

export function PagePanel(props: PagePanelProps) {
  const { file, page, pages, edit, problemsAt, fact, onCopy } = props
  // What was just made (a copy of another page), said at the top.
  const made = panelsSlice.use((s) => s.made)
  const note = made?.file === file ? made.text : undefined
  const [copying, setCopying] = useState(false)
  // The copy's metadata has warnings until it is rewritten: the note says so while they last. A warning
  // that the description is the same as another page's names that page (a description too short names none).
  const others = pages.filter((p) => p.file !== file).map((p) => `\`${p.path}\``)
  const flagged = problemsAt(['keywords']).length > 0 || problemsAt(['description']).some((message) => others.some((path) => message.includes(path)))
  return (
    <aside aria-label={words.panel} style={sidePanelStyle} data-editor-panel="">
      <div style={{ ...rowStyle, marginBottom: 8 }}>
        <h2 style={{ fontSize: 16, margin: 0, flex: '1 1 auto' }}>{words.heading(page.title)}</h2>
        <button type="button" className={buttonClass.plain} onClick={() => panelsSlice.set({ pagePanel: false })}>
          {words.close}
        </button>
      </div>
      <p role="status" style={note ? { background: '#dcfce7', color: '#14532d', padding: 8, borderRadius: 4, margin: '6px 0' } : { margin: 0 }}>
        {note}
        {note && flagged && ` ${words.stillCopied}`}
      </p>
      <p style={noteStyle}>{words.intro}</p>
      <SchemaForm value={{ file, edit, problemsAt, fact }}>
        {fields.map(([key, schema]) => (
          <div key={`${file}-${key}`}>
            <Field schema={schema} value={valueAt(page, [key])} path={[key]} optional={!pageSchema.required?.includes(key)} />
            {key === 'path' && <OldLinks {...props} />}
          </div>
        ))}
      </SchemaForm>
      <button type="button" className={buttonClass.plain} style={{ marginTop: 12 }} onClick={() => setCopying(true)}>
        {words.copy}
      </button>
      <PageVersions file={file} />
      {copying && (
        <PageCopyDialog
          title={page.title}
          pages={pages}
          onClose={() => setCopying(false)}
          onCopy={(address, name) => {
            setCopying(false)
            onCopy(address, name)
          }}
        />
      )}
    </aside>
  )
}
