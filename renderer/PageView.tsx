// A page is its sections in order, each rendered by the component the registry names for its type.
import type { ComponentType } from 'react'
import type { Section } from '../schema/generated/site-types.ts'
import type { LoadedPage } from './load-page.ts'

export function PageView({ loaded }: { loaded: LoadedPage }) {
  return (
    <>
      {loaded.page.sections.map((section, index) => {
        const Component = loaded.components[section.type] as ComponentType<Section> | undefined
        if (!Component) throw new Error(`No component loaded for section type "${section.type}" (section ${index + 1} of ${loaded.page.path})`)
        return <Component key={section.id ?? index} {...section} />
      })}
    </>
  )
}
