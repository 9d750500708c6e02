// The plans section highlights one plan as the most popular: two highlighted plans would both claim it.
import { messages } from '../../../schema/messages.ts'
import { problemAt } from '../../../schema/source-file.ts'
import type { SectionCheck } from '../section-definition.ts'

export const checkPlans: SectionCheck<'plans'> = (file, section, at) => {
  const popular = section.items.flatMap((plan, p) => (plan.popular ? [p] : []))
  return popular
    .slice(1)
    .map((p) => problemAt(file, [...at, 'items', p, 'popular'], messages.secondPopularPlan(section.items[p].name, section.items[popular[0]].name)))
}
