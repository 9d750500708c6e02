// The `services` section type's part of the schema; its component is Services.tsx (see ../README.md).
import { icon, link } from '../../../schema/blocks.ts'
import { items, object, strings, text } from '../../../schema/schema-parts.ts'
import { defineSection } from '../section-definition.ts'

const Service = object(
  'Service',
  'A service card: icon, title, description, feature bullets and an optional button.',
  {
    icon,
    title: text('Service name', 'The name of the service.', 'Individual Tax Returns'),
    description: text('Description', 'One or two sentences about the service.', 'Accurate federal and state returns for every situation.'),
    features: strings('Feature bullets', 'The feature bullets of the card.', ['W-2 and 1099 income', 'Itemized deductions']),
    link,
  },
  ['title', 'description'],
  { icon: 'file-text', title: 'Individual Tax Returns', description: 'Accurate federal and state returns.', features: ['W-2 and 1099 income'] },
)

export default defineSection(
  'services',
  'ServicesSection',
  'Services',
  'Service cards with icons, descriptions and feature bullets.',
  {
    items: items('Services', 'The service cards.', 'Service', [{ icon: 'file-text', title: 'Tax Returns', description: 'Federal and state.' }]),
  },
  ['heading', 'items'],
  { id: 'services', heading: 'Our Services', items: [{ title: 'Tax Returns', description: 'Federal and state.' }] },
  { blocks: { Service } },
)
