// Every section type, in the order the schema, the editors' guide and the editor's completion list them.
// Each folder holds a type's definition (free of React) and its component; adding a type is a folder and
// its line here (renderer/sections/README.md).
import banner from './banner/definition.ts'
import hero from './hero/definition.ts'
import stats from './stats/definition.ts'
import challenges from './challenges/definition.ts'
import services from './services/definition.ts'
import cards from './cards/definition.ts'
import lists from './lists/definition.ts'
import plans from './plans/definition.ts'
import brackets from './brackets/definition.ts'
import timeline from './timeline/definition.ts'
import calendar from './calendar/definition.ts'
import faq from './faq/definition.ts'
import testimonials from './testimonials/definition.ts'
import carousel from './carousel/definition.ts'
import cta from './cta/definition.ts'
import form from './form/definition.ts'
import contact from './contact/definition.ts'
import locations from './locations/definition.ts'
import team from './team/definition.ts'
import embed from './embed/definition.ts'
import richText from './rich-text/definition.ts'

export const sectionDefinitions = [
  banner,
  hero,
  stats,
  challenges,
  services,
  cards,
  lists,
  plans,
  brackets,
  timeline,
  calendar,
  faq,
  testimonials,
  carousel,
  cta,
  form,
  contact,
  locations,
  team,
  embed,
  richText,
]
