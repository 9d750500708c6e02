// The drawings of every icon the page may show, each once, as <symbol>s that Icon points at with <use>.
// The sprite itself is display: none (a <use> still draws what it points at), so the browser never
// styles its hundred-odd shapes: not in the first render, and not when the full stylesheet is applied.
import { createElement } from 'react'
import type { IconDrawing } from '../page-module.ts'
import { iconId } from './Icon.tsx'

export function IconSprite({ icons }: { icons: Record<string, IconDrawing> }) {
  return (
    <svg aria-hidden="true" focusable="false" className="hidden">
      {Object.entries(icons).map(([name, drawing]) => (
        <symbol key={name} id={iconId(name)} viewBox="0 0 24 24">
          {drawing.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index }))}
        </symbol>
      ))}
    </svg>
  )
}
