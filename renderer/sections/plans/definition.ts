// The `plans` section type's part of the schema and its rules; its component is Plans.tsx (see ../README.md).
import { flag, items, object, refField, strings, text } from '../../../schema/schema-parts.ts'
import { checkPlans } from './checks.ts'
import { defineSection } from '../section-definition.ts'

const Plan = object(
  'Price plan',
  'A pricing plan or package.',
  {
    name: text('Plan name', "The plan's name.", 'Growth'),
    price: text('Price', 'The price as shown, usually a {{reference}} to a price in site.yaml.', '$349'),
    period: text('Per', 'What the price is per.', '/month'),
    description: text('Who it is for', 'Who the plan is for.', 'For established solopreneurs ready to grow.'),
    popular: flag('Most popular', 'Highlight this plan as the most popular one.'),
    badge: text('Badge', 'A small label on the card.', 'Best value'),
    features: strings('What it includes', 'What the plan includes.', ['Monthly bookkeeping', 'Quarterly tax estimates']),
    action: refField('Button', "The plan's button.", 'Action'),
  },
  ['name', 'price', 'features', 'action'],
  { name: 'Starter', price: '$199', period: '/month', features: ['Monthly bookkeeping'], action: { label: 'Get Started', to: '/book' } },
)

export default defineSection(
  'plans',
  'PlansSection',
  'Price plans',
  'Pricing plans or packages; the popular one is highlighted.',
  {
    popularLabel: text('Popular plan label', 'The highlight on the popular plan.', 'Most Popular'),
    items: items('Plans', 'The plans.', 'Plan', [
      { name: 'Starter', price: '$199', features: ['Monthly bookkeeping'], action: { label: 'Get Started', to: '/book' } },
    ]),
    actions: items('Buttons', 'Buttons under the plans.', 'Action', [{ label: 'Schedule Free Consultation', to: '/book' }]),
  },
  ['heading', 'items'],
  {
    id: 'pricing',
    heading: 'Pricing',
    items: [{ name: 'Starter', price: '$199', features: ['Monthly bookkeeping'], action: { label: 'Get Started', to: '/book' } }],
  },
  { blocks: { Plan }, check: checkPlans },
)
