// A page is its sections in order, each rendered by the component the registry names for its type.
// Each section is its own Suspense boundary, so React hydrates the page one section at a time and
// lets the browser respond in between, instead of in one long task.
import { Suspense, type ComponentType } from 'react'
import type { Section } from '../schema/generated/site-types.ts'
import { LiveSection } from './live-edit.tsx'
import type { LoadedPage } from './load-page.ts'

export function PageView({ loaded }: { loaded: LoadedPage }) {
  return (
    <>
      {loaded.page.sections.map((section, index) => {
        const Component = loaded.components[section.type] as ComponentType<Section> | undefined
        if (!Component) throw new Error(`No component loaded for section type "${section.type}" (section ${index + 1} of ${loaded.page.path})`)
        return (
          <Suspense key={section.id ?? index}>
            <LiveSection index={index}>
              <Component {...section} />
            </LiveSection>
          </Suspense>
        )
      })}
    </>
  )
}
