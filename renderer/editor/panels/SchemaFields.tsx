// The fields of a section as a form made from the site's JSON Schema: text and number inputs, toggles,
// choices for a fixed list, groups for objects and lists with add, remove, up, down and dragging
// (SortableList.tsx). Each field has its name in words and says what it is for (the schema's title and
// description), shows its example as the hint in an empty box, and shows its problems beside it; a
// photo is PhotoField.tsx. Every change goes to
// `edit` with the field's place in the file, its value before and after.
import { useContext, useState, type ChangeEvent, type CSSProperties, type ReactNode } from 'react'
import type { DataPath } from '../../../schema/data-at.ts'
import { editorWords as words } from '../editor-words.ts'
import { buttonClass } from '../editor-look.ts'
import { IconPicker } from './IconPicker.tsx'
import { help, problemStyle, SchemaForm } from './schema-form.ts'
import { isPhotoField } from '../photos/page-photos.ts'
import { PhotoField } from '../photos/PhotoField.tsx'
import { emptyValue, fieldLabel, hintOf, resolved, type FieldSchema } from './schema-parts.ts'
import { moved, SortableList } from './SortableList.tsx'
import { focusAfterChange } from './focus-after.ts'

/** The id of a field's input, so a problem in the list can focus it. */
export const fieldId = (file: string, path: DataPath) => `editor-field-${file}-${path.join('-')}`.replace(/[^A-Za-z0-9_-]/g, '_')

const input: CSSProperties = {
  width: '100%',
  boxSizing: 'border-box',
  font: 'inherit',
  padding: '4px 6px',
  border: '1px solid #9ca3af',
  borderRadius: 4,
  color: '#111827',
  background: '#fff',
}

/** The routes and #anchors of the site, offered by every link field (`to`). */
export const linkListId = 'editor-links'

/** A field of the form; `label` in place of the schema's name (a list's item: "Question and answer 2");
 * `optional`, a field its object may go without, whose box emptied takes the value away. */
export function Field({
  schema,
  value,
  path,
  label: given,
  optional,
}: {
  schema: FieldSchema
  value: unknown
  path: DataPath
  label?: string
  optional?: boolean
}) {
  const form = useContext(SchemaForm)!
  // Chosen once: a box that turned into another while typing would lose the caret.
  const [long] = useState(() => typeof value === 'string' && value.length > 60)
  const s = resolved(schema)
  const id = fieldId(form.file, path)
  const label = given ?? (fieldLabel(schema) || String(path.at(-1)))
  const problems = form.problemsAt(path)
  const said = (
    <>
      {/* A photo's description is a path's, for the files' editors: PhotoField.tsx says what to do in its own words. */}
      {s.description && !isPhotoField(s) && <span style={help}>{s.description}</span>}
      {problems.map((p) => (
        <span key={p} role="alert" style={problemStyle}>
          {p}
        </span>
      ))}
    </>
  )
  if (s.const !== undefined) return null
  if (s.type === 'object' && s.properties) {
    const data = (value ?? {}) as Record<string, unknown>
    return (
      <Group label={label} said={said}>
        {Object.entries(s.properties).map(([key, sub]) => (
          <Field key={key} schema={sub} value={data[key]} path={[...path, key]} optional={!s.required?.includes(key)} />
        ))}
      </Group>
    )
  }
  if (isPhotoField(s)) return <PhotoField id={id} label={label} value={value} path={path} said={said} />
  if (s.type === 'array' && s.items) return <ListField label={label} items={s.items} value={(value ?? []) as unknown[]} path={path} said={said} />
  const set = (after: unknown) => form.edit(path, value, after)
  const box = { id, style: input, value: value === undefined ? '' : String(value) }
  let control
  if (schema.$ref?.endsWith('/Icon') && s.enum) {
    control = <IconPicker value={value} names={s.enum} onPick={set} />
  } else if (s.type === 'boolean') {
    // A tick box before its name, as forms put them.
    return (
      <div style={{ margin: '6px 0' }}>
        <label style={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 8 }}>
          <input id={id} type="checkbox" checked={value === true} onChange={(e) => set(e.target.checked ? true : undefined)} />
          {label}
        </label>
        {said}
      </div>
    )
  } else if (s.enum) {
    // The first choice, "none", takes the value away; so does emptying a number's box.
    control = (
      <select {...box} onChange={(e) => set(e.target.value || undefined)}>
        <option value="">{words.none}</option>
        {s.enum.map((option) => (
          <option key={String(option)} value={String(option)}>
            {String(option)}
          </option>
        ))}
      </select>
    )
  } else if (s.type === 'number' || s.type === 'integer') {
    control = <input {...box} type="number" onChange={(e) => set(e.target.value === '' ? undefined : Number(e.target.value))} />
  } else if (s.type === 'string') {
    const typed = {
      ...box,
      placeholder: hintOf(schema),
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(optional && e.target.value === '' ? undefined : e.target.value),
    }
    control = (
      <>
        {long ? (
          <textarea {...typed} style={{ ...input, minHeight: 64 }} />
        ) : (
          <input {...typed} type="text" list={path.at(-1) === 'to' ? linkListId : undefined} />
        )}
        {form.fact(box.value, path)}
      </>
    )
  } else {
    // A field with several shapes (oneOf) is edited in the file, or as text in place.
    control = <code style={{ fontSize: 12 }}>{JSON.stringify(value)}</code>
  }
  return (
    <div style={{ margin: '6px 0' }}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {label}
      </label>
      {control}
      {said}
    </div>
  )
}

function Group({ label, said, children }: { label: string; said: ReactNode; children: ReactNode }) {
  return (
    <fieldset style={{ border: '1px solid #d1d5db', borderRadius: 4, margin: '6px 0', padding: 6 }}>
      <legend style={{ fontWeight: 600 }}>{label}</legend>
      {said}
      {children}
    </fieldset>
  )
}

function ListField({ label, items, value, path, said }: { label: string; items: FieldSchema; value: unknown[]; path: DataPath; said: ReactNode }) {
  const form = useContext(SchemaForm)!
  const itemName = resolved(items).title
  const itemLabel = itemName ?? label
  const change = (next: unknown[]) => form.edit(path, value, next)
  const move = (from: number, to: number) => change(moved(value, from, to))
  // Where the focus goes after a button (focus-after.ts): the moved item's same button, the next item's
  // Remove or else Add, the new item's first field.
  const partId = (index: number, part: string) => `${fieldId(form.file, [...path, index])}--${part}`
  const addId = `${fieldId(form.file, path)}--add`
  const step = (index: number, to: number, part: string, other: string) => {
    move(index, to)
    focusAfterChange(partId(to, part), partId(to, other))
  }
  return (
    <Group label={label} said={said}>
      <SortableList count={value.length} itemLabel={(index) => words.item(itemLabel, index + 1)} onMove={move}>
        {(index, handle) => (
          <>
            <div style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
              {handle}
              <button
                id={partId(index, 'up')}
                type="button"
                className={buttonClass.small}
                disabled={index === 0}
                onClick={() => step(index, index - 1, 'up', 'down')}
              >
                {words.itemUp}
              </button>
              <button
                id={partId(index, 'down')}
                type="button"
                className={buttonClass.small}
                disabled={index === value.length - 1}
                onClick={() => step(index, index + 1, 'down', 'up')}
              >
                {words.itemDown}
              </button>
              <button
                id={partId(index, 'remove')}
                type="button"
                className={buttonClass.small}
                aria-label={words.removeNamed(words.item(itemLabel, index + 1))}
                onClick={() => {
                  change(value.filter((_, i) => i !== index))
                  focusAfterChange(partId(index, 'remove'), addId)
                }}
              >
                {words.removeItem}
              </button>
            </div>
            <div id={partId(index, 'fields')}>
              <Field label={words.item(itemLabel, index + 1)} schema={items} value={value[index]} path={[...path, index]} />
            </div>
          </>
        )}
      </SortableList>
      <button
        id={addId}
        type="button"
        className={buttonClass.small}
        style={{ marginTop: 4 }}
        onClick={() => {
          change([...value, emptyValue(items)])
          focusAfterChange(partId(value.length, 'fields'))
        }}
      >
        {words.addItem(itemName, label)}
      </button>
    </Group>
  )
}
