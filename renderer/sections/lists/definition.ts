// The `lists` section type's part of the schema; its component is Lists.tsx (see ../README.md).
import { icon } from '../../../schema/blocks.ts'
import { items, object, oneOf, refField, strings, text } from '../../../schema/schema-parts.ts'
import { defineSection } from '../section-definition.ts'

const ListGroup = object(
  'List',
  'A titled list of short items.',
  {
    title: text('List title', "The list's title.", 'Pros'),
    icon,
    mood: oneOf(
      'Bullet style',
      'How the bullets look: positive (check marks), negative (crosses) or neutral (dots).',
      ['positive', 'negative', 'neutral'],
      'positive',
    ),
    items: strings('Items', 'The items of the list.', ['Limited personal liability', 'Pass-through taxation']),
  },
  ['items'],
  { title: 'Pros', mood: 'positive', items: ['Limited personal liability'] },
)

export default defineSection(
  'lists',
  'ListsSection',
  'Lists',
  'One or more titled lists of short items (deductions, platforms, business types, pros and cons), with an optional highlighted figure.',
  {
    groups: items('Lists', 'The lists, shown side by side.', 'ListGroup', [{ title: 'Pros', mood: 'positive', items: ['Limited liability'] }]),
    highlight: refField('Highlighted figure', 'A figure shown large beside the lists.', 'Stat'),
  },
  ['heading', 'groups'],
  { heading: 'Business Types We Serve', groups: [{ items: ['General contractors'] }] },
  { blocks: { ListGroup } },
)
