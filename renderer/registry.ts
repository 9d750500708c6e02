// The section registry: a lookup from a section's `type` to its component, loaded on demand so a page
// only downloads the sections it has. Typed against the generated Section union, so a type added to the
// schema without a component here (or the reverse) fails the type check.
import type { ComponentType } from 'react'
import type { Section } from '../schema/generated/site-types.ts'

export type SectionType = Section['type']
export type SectionOf<K extends SectionType> = Extract<Section, { type: K }>
type Loader<K extends SectionType> = () => Promise<{ default: ComponentType<SectionOf<K>> }>

export const registry = {
  banner: () => import('./sections/Banner.tsx'),
  hero: () => import('./sections/Hero.tsx'),
  stats: () => import('./sections/Stats.tsx'),
  challenges: () => import('./sections/Challenges.tsx'),
  services: () => import('./sections/Services.tsx'),
  cards: () => import('./sections/Cards.tsx'),
  lists: () => import('./sections/Lists.tsx'),
  plans: () => import('./sections/Plans.tsx'),
  brackets: () => import('./sections/Brackets.tsx'),
  timeline: () => import('./sections/Timeline.tsx'),
  calendar: () => import('./sections/Calendar.tsx'),
  faq: () => import('./sections/Faq.tsx'),
  testimonials: () => import('./sections/Testimonials.tsx'),
  carousel: () => import('./sections/Carousel.tsx'),
  cta: () => import('./sections/Cta.tsx'),
  form: () => import('./sections/Form.tsx'),
  contact: () => import('./sections/Contact.tsx'),
  locations: () => import('./sections/Locations.tsx'),
  team: () => import('./sections/Team.tsx'),
  embed: () => import('./sections/Embed.tsx'),
  'rich-text': () => import('./sections/RichText.tsx'),
} satisfies { [K in SectionType]: Loader<K> }

export type SectionComponents = { [K in SectionType]?: ComponentType<SectionOf<K>> }

export async function loadSectionComponents(types: Iterable<SectionType>): Promise<SectionComponents> {
  const unique = [...new Set(types)]
  const modules = await Promise.all(unique.map((type) => registry[type]()))
  return Object.fromEntries(unique.map((type, i) => [type, modules[i].default]))
}
