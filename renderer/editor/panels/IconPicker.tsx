// A choice of icon, each drawn: the schema's closed set (schema/icons.ts). The drawings are asked of the
// editor's server when a picker first shows (GET icons), as the site's pages get theirs: drawn by
// lucide's components, every icon lucide has (some two thousand) was in the editor's scripts, over a
// third of what a phone fetched to open it. Until they come, or if they cannot, each shows its name.
import { useQuery } from '@tanstack/react-query'
import { createElement } from 'react'
import type { IconDrawing } from '../../page-module.ts'
import { answerOf, call } from '../editor-api.ts'
import { editorWords as words } from '../editor-words.ts'
import { buttonClass } from '../editor-look.ts'

function Drawing({ drawing }: { drawing: IconDrawing }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {drawing.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index }))}
    </svg>
  )
}

export function IconPicker({ value, names, onPick }: { value: unknown; names: unknown[]; onPick: (name: string) => void }) {
  // Asked once; if they could not come, a picker shown later asks again.
  const drawings = useQuery({ queryKey: ['icons'], queryFn: () => answerOf(call('GET', 'icons')) }).data
  return (
    <div role="radiogroup" aria-label={words.icon} style={{ display: 'flex', flexWrap: 'wrap', gap: 4, maxHeight: 120, overflow: 'auto' }}>
      {names.map(String).map((name) => (
        <button
          key={name}
          type="button"
          role="radio"
          aria-checked={name === value}
          aria-label={name}
          title={name}
          onClick={() => onPick(name)}
          className={buttonClass.small}
        >
          {drawings?.[name] ? <Drawing drawing={drawings[name]} /> : name}
        </button>
      ))}
    </div>
  )
}
