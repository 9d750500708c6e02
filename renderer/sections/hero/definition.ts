// The `hero` section type's part of the schema; its component is Hero.tsx (see ../README.md).
import { items, text } from '../../../schema/schema-parts.ts'
import { defineSection } from '../section-definition.ts'

export default defineSection(
  'hero',
  'HeroSection',
  'Page opening',
  "The big opening of a page: a badge, the page's main heading, a description and buttons.",
  {
    badge: text('Badge', 'A small label above the heading.', 'Serving Elk Grove since 1996'),
    text: text('Description', 'The description under the heading.', 'Accurate returns, year-round planning and real people who answer the phone.'),
    actions: items('Buttons', 'The buttons.', 'Action', [{ label: 'Book Appointment', to: '/book' }]),
    highlights: items('Trust points', 'Short trust points under the buttons.', 'Card', [{ icon: 'shield-check', title: '100% accuracy guarantee' }]),
    note: text('Small print', 'Small print under the buttons.', 'Last updated May 2025'),
  },
  ['heading'],
  { heading: 'Tax Preparation in Elk Grove', text: 'Accurate returns.', actions: [{ label: 'Book Appointment', to: '/book' }] },
)
