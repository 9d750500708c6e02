// A photo field of the side panel (page-photos.ts says which fields are): the picture the page shows,
// and "Replace photo", which takes a file from a picker, from a drop on the picture here, or from a drop
// on the picture in the page (photo-drops.ts). The new photo is shown beside a box asking what it shows;
// those words become its description (the `alt` beside it) and its file name, and the server checks,
// cleans and stores it (photo-api.ts). Nothing changes until the server has it: a refusal says why.
import { useContext, useEffect, useRef, useState, type CSSProperties, type DragEvent, type ReactNode } from 'react'
import type { DataPath } from '../../../schema/data-at.ts'
import { shownImage } from './page-photos.ts'
import { addPhoto, folderOf } from './photo-api.ts'
import { useDroppedPhoto } from './photo-drops.ts'
import { photoWords as words } from './photo-words.ts'
import { help, problemStyle, SchemaForm } from '../panels/schema-form.ts'
import { buttonClass } from '../editor-look.ts'

const picture: CSSProperties = {
  display: 'block',
  maxWidth: '100%',
  maxHeight: 180,
  objectFit: 'contain',
  background: '#e5e7eb',
  borderRadius: 4,
  margin: '4px 0',
}
const button: CSSProperties = { margin: '0 6px 6px 0' }

export function PhotoField({ id, label, value, path, said }: { id: string; label: string; value: unknown; path: DataPath; said: ReactNode }) {
  const form = useContext(SchemaForm)!
  const picker = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<{ file: File; url: string }>()
  const [description, setDescription] = useState('')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ error?: string; done?: string }>({})
  const choose = (file: File | undefined) => {
    if (!file) return
    setChosen({ file, url: URL.createObjectURL(file) })
    setDescription('')
    setResult({})
  }
  useDroppedPhoto(path, choose)
  useEffect(() => () => chosen && URL.revokeObjectURL(chosen.url), [chosen])
  const onDrop = (event: DragEvent) => {
    if (!event.dataTransfer.files.length) return
    event.preventDefault()
    choose(event.dataTransfer.files[0])
  }

  const altPath = [...path.slice(0, -1), 'alt']
  const alt = form.valueAt?.(altPath)
  const use = async () => {
    if (!chosen || !description.trim()) return
    setBusy(true)
    setResult({})
    const answer = await addPhoto(chosen.file, description.trim(), folderOf(value))
    setBusy(false)
    if ('error' in answer) return setResult({ error: answer.error })
    form.edit(path, value, answer.path)
    // The description goes where the page reads it: the `alt` beside the photo, when there is one.
    if (typeof alt === 'string') form.edit(altPath, alt, description.trim())
    setChosen(undefined)
    setResult({ done: words.added(answer.path) })
  }

  const shown = typeof value === 'string' ? shownImage(value) : undefined
  return (
    <div style={{ margin: '6px 0' }} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} style={{ fontWeight: 600 }}>
        {label}
      </span>
      <div onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
        {typeof value === 'string' && <img src={shown?.src ?? `/${value}`} alt={words.current(typeof alt === 'string' ? alt : label)} style={picture} />}
      </div>
      <button id={id} type="button" className={buttonClass.plain} style={button} disabled={busy} onClick={() => picker.current?.click()}>
        {words.replace}
      </button>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          choose(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      <span style={help}>{words.dropHere}</span>
      {chosen && (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void use()
          }}
          style={{ border: '1px solid #d1d5db', borderRadius: 4, padding: 6 }}
        >
          <img src={chosen.url} alt={words.chosen} style={picture} />
          <label htmlFor={`${id}-words`} style={{ fontWeight: 600 }}>
            {words.describe}
          </label>
          <input
            id={`${id}-words`}
            type="text"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            autoFocus
            style={{ width: '100%', boxSizing: 'border-box', font: 'inherit', padding: '4px 6px', border: '1px solid #9ca3af', borderRadius: 4 }}
          />
          <span style={help}>{words.describeHelp}</span>
          <button
            type="submit"
            className={buttonClass.main}
            style={button}
            disabled={busy || !description.trim()}
            aria-describedby={description.trim() ? undefined : `${id}-why`}
          >
            {words.use}
          </button>
          <button type="button" className={buttonClass.plain} style={button} disabled={busy} onClick={() => setChosen(undefined)}>
            {words.cancel}
          </button>
          {!description.trim() && (
            <span id={`${id}-why`} style={help}>
              {words.describeFirst}
            </span>
          )}
        </form>
      )}
      {(busy || result.done) && (
        <span role="status" style={help}>
          {busy ? words.adding : result.done}
        </span>
      )}
      {result.error && (
        <span role="alert" style={{ ...help, ...problemStyle }}>
          {result.error}
        </span>
      )}
      {said}
    </div>
  )
}
