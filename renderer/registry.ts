// The section registry: a lookup from a section's `type` to its component, loaded on demand so a page
// only downloads the sections it has. The loaders are generated from the list of section definitions
// (renderer/sections/definitions.ts) and typed here against the Section union generated from the same
// list, so a definition whose folder has no component, or a component whose props do not match its
// schema, fails the type check.
import type { ComponentType } from 'react'
import type { Section } from '../schema/generated/site-types.ts'
import { sectionLoaders } from './generated/section-loaders.ts'
import type { SectionOf } from './sections/section-definition.ts'

export type SectionType = Section['type']
type Loader<K extends SectionType> = () => Promise<{ default: ComponentType<SectionOf<K>> }>

const registry = sectionLoaders satisfies { [K in SectionType]: Loader<K> }

export type SectionComponents = { [K in SectionType]?: ComponentType<SectionOf<K>> }

export async function loadSectionComponents(types: Iterable<SectionType>): Promise<SectionComponents> {
  const unique = [...new Set(types)]
  const modules = await Promise.all(unique.map((type) => registry[type]()))
  return Object.fromEntries(unique.map((type, i) => [type, modules[i].default]))
}
