// The `cards` section type's part of the schema; its component is Cards.tsx (see ../README.md).
import { items, number } from '../../../schema/schema-parts.ts'
import { defineSection } from '../section-definition.ts'

export default defineSection(
  'cards',
  'CardsSection',
  'Cards',
  'A grid of cards: benefits, values, tips, resources, key dates or blurbs.',
  {
    columns: number('Cards per row', 'Cards per row on wide screens.', 3, { enum: [2, 3, 4] }),
    items: items('Cards', 'The cards.', 'Card', [{ icon: 'award', title: 'Integrity', text: 'We tell you the truth.' }]),
    actions: items('Buttons', 'Buttons under the cards.', 'Action', [{ label: 'Schedule a Consultation', to: '/book' }]),
  },
  ['items'],
  { heading: 'Our Values', items: [{ icon: 'award', title: 'Integrity', text: 'We tell you the truth.' }] },
  {
    subheadings: (section) => section.items.map((_, i) => ['items', i, 'title']),
  },
)
