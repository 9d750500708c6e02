// The `stats` section type's part of the schema; its component is Stats.tsx (see ../README.md).
import { items } from '../../../schema/schema-parts.ts'
import { defineSection } from '../section-definition.ts'

export default defineSection(
  'stats',
  'StatsSection',
  'Figures',
  'A row of figures with labels.',
  {
    items: items('Figures', 'The figures.', 'Stat', [{ value: '1,700+', label: 'Clients Served' }]),
  },
  ['items'],
  { items: [{ value: '1,700+', label: 'Clients Served' }] },
)
