// What a form made from the schema (SchemaFields.tsx) gives every field in it, a photo's (PhotoField.tsx)
// too: the file, how a change is made, the problems at a place, and the facts a text uses; and the looks
// of a field's help and of its problems, the same in both.
import { createContext, type CSSProperties, type ReactNode } from 'react'
import type { DataPath } from '../../../schema/data-at.ts'

export interface FormContext {
  file: string
  edit: (path: DataPath, before: unknown, after: unknown) => void
  problemsAt: (path: DataPath) => string[]
  /** A {{fact}} a text uses: its value, where else it is used, and a box to edit it (FactNote.tsx). */
  fact: (text: string, path: DataPath) => ReactNode
  /** The value at a place of the file as drafted (a photo sets the description beside it, PhotoField.tsx). */
  valueAt?: (path: DataPath) => unknown
}
export const SchemaForm = createContext<FormContext | null>(null)

export const help: CSSProperties = { display: 'block', fontSize: 12, color: '#4b5563', margin: '2px 0' }
export const problemStyle: CSSProperties = { display: 'block', fontSize: 12, color: '#b91c1c', fontWeight: 600 }
