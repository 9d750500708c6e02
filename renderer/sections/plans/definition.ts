// The `plans` section type's part of the schema and its rules; its component is Plans.tsx (see ../README.md).
import { flag, items, object, ref, strings, text } from '../../../schema/schema-parts.ts'
import { checkPlans } from './checks.ts'
import { defineSection } from '../section-definition.ts'

const Plan = object(
  'A pricing plan or package.',
  {
    name: text('The plan\'s name.', 'Growth'),
    price: text('The price as shown, usually a {{reference}} to a price in site.yaml.', '$349'),
    period: text('What the price is per.', '/month'),
    description: text('Who the plan is for.', 'For established solopreneurs ready to grow.'),
    popular: flag('Highlight this plan as the most popular one.'),
    badge: text('A small label on the card.', 'Best value'),
    features: strings('What the plan includes.', ['Monthly bookkeeping', 'Quarterly tax estimates']),
    action: ref('Action'),
  },
  ['name', 'price', 'features', 'action'],
  { name: 'Starter', price: '$199', period: '/month', features: ['Monthly bookkeeping'], action: { label: 'Get Started', to: '/book' } },
)

export default defineSection('plans', 'PlansSection', 'Pricing plans or packages; the popular one is highlighted.', {
  popularLabel: text('The highlight on the popular plan.', 'Most Popular'),
  items: items('The plans.', 'Plan', [{ name: 'Starter', price: '$199', features: ['Monthly bookkeeping'], action: { label: 'Get Started', to: '/book' } }]),
  actions: items('Buttons under the plans.', 'Action', [{ label: 'Schedule Free Consultation', to: '/book' }]),
}, ['heading', 'items'], { id: 'pricing', heading: 'Pricing', items: [{ name: 'Starter', price: '$199', features: ['Monthly bookkeeping'], action: { label: 'Get Started', to: '/book' } }] }, { blocks: { Plan }, check: checkPlans })
