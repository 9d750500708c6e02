// The drawings of every icon the page may show, each once, as <symbol>s that Icon points at with <use>.
import { createElement } from 'react'
import type { IconDrawing } from '../page-module.ts'
import { iconId } from './Icon.tsx'

export function IconSprite({ icons }: { icons: Record<string, IconDrawing> }) {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
      {Object.entries(icons).map(([name, drawing]) => (
        <symbol key={name} id={iconId(name)} viewBox="0 0 24 24">
          {drawing.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index }))}
        </symbol>
      ))}
    </svg>
  )
}
