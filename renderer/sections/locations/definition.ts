// The `locations` section type's part of the schema; its component is Locations.tsx (see ../README.md).
import { items, text } from '../../../schema/schema-parts.ts'
import { defineSection } from '../section-definition.ts'

export default defineSection(
  'locations',
  'LocationsSection',
  'Office locations',
  "The firm's offices from site.yaml, each with its address, phone, hours and a map button.",
  {
    mapLabel: text('Map button', "The words on each office's map button.", 'Open in Maps'),
    phoneLabel: text('Label before the phone', "The label before each office's phone.", 'Phone'),
    hoursLabel: text('Label before the hours', "The label before each office's hours.", 'Hours'),
    footer: items('Lines under the offices', 'Lines under the offices, such as the toll-free number and fax.', 'ContactItem', [
      { label: 'Toll-free', lines: ['{{firm.phones.tollFree}}'] },
    ]),
  },
  ['heading', 'mapLabel', 'phoneLabel', 'hoursLabel'],
  { heading: 'Our Locations', mapLabel: 'Open in Maps', phoneLabel: 'Phone', hoursLabel: 'Hours' },
)
