// The `cta` section type's part of the schema; its component is Cta.tsx (see ../README.md).
import { items, text } from '../../../schema/schema-parts.ts'
import { defineSection } from '../section-definition.ts'

export default defineSection(
  'cta',
  'CtaSection',
  'Call to action',
  'A call to action: a heading, a sentence, buttons and optional trust tiles.',
  {
    badge: text('Badge', 'A small label above the heading.', 'Only {{prices.formation}}/month'),
    text: text('Sentence', 'The sentence under the heading.', 'Book a free consultation today.'),
    actions: items('Buttons', 'The buttons.', 'Action', [{ label: 'Book Appointment', to: '/book' }]),
    tiles: items('Trust tiles', 'Trust tiles under the buttons.', 'Card', [{ icon: 'shield-check', title: '100% Accuracy' }]),
  },
  ['heading', 'actions'],
  { heading: 'Ready to get started?', actions: [{ label: 'Book Appointment', to: '/book' }] },
)
