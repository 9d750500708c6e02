// The `contact` section type's part of the schema; its component is Contact.tsx (see ../README.md).
import { items } from '../../../schema/schema-parts.ts'
import { defineSection } from '../section-definition.ts'

export default defineSection(
  'contact',
  'ContactSection',
  'Contact details',
  'Ways to reach the firm: phone, fax, email, address, hours, each with an optional link.',
  {
    items: items('Ways to reach the firm', 'The ways to reach the firm.', 'ContactItem', [
      { icon: 'phone', label: 'Phone', lines: ['{{firm.phones.tollFree}}'] },
    ]),
    actions: items('Buttons', 'Buttons under the list.', 'Action', [{ label: 'Get Directions', to: 'https://maps.example.com' }]),
  },
  ['items'],
  { heading: 'Contact Information', items: [{ icon: 'phone', label: 'Phone', lines: ['{{firm.phones.tollFree}}'] }] },
)
