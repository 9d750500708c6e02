// The `testimonials` section type's part of the schema; its component is Testimonials.tsx (see ../README.md).
import { items, number, object, text } from '../../../schema/schema-parts.ts'
import { defineSection } from '../section-definition.ts'

const Testimonial = object(
  'Client quote',
  'A client quote shown on the page.',
  {
    name: text("Client's name", "The client's name.", 'Maria Gonzalez'),
    role: text("Client's role or business", "The client's title, role or business.", 'Owner, Gonzalez Landscaping'),
    content: text('What the client said', 'What the client said.', 'They found deductions I never knew existed.'),
    initials: text('Initials', 'Initials shown in the avatar. Leave out to use the first letters of the name.', 'MG'),
    outcome: object(
      'Result',
      'A highlighted result: a savings amount, a result or a metric.',
      {
        label: text('What the figure is', 'What the value is.', 'Annual savings'),
        value: text('Figure', 'The value.', '$12,400'),
      },
      ['label', 'value'],
      { label: 'Annual savings', value: '$12,400' },
    ),
    rating: number('Stars', 'Stars out of 5. Leave out for 5.', 5, { minimum: 1, maximum: 5 }),
  },
  ['name', 'role', 'content'],
  { name: 'Maria Gonzalez', role: 'Owner, Gonzalez Landscaping', content: 'They found deductions I never knew existed.' },
)

export default defineSection(
  'testimonials',
  'TestimonialsSection',
  'Client quotes',
  'Client quotes written on the page.',
  {
    items: items('Quotes', 'The quotes.', 'Testimonial', [{ name: 'Maria Gonzalez', role: 'Owner', content: 'Great service.' }]),
  },
  ['heading', 'items'],
  { heading: 'What Our Clients Say', items: [{ name: 'Maria Gonzalez', role: 'Owner', content: 'Great service.' }] },
  { blocks: { Testimonial } },
)
