// The `timeline` section type's part of the schema; its component is Timeline.tsx (see ../README.md).
import { icon } from '../../../schema/blocks.ts'
import { items, object, text } from '../../../schema/schema-parts.ts'
import { defineSection } from '../section-definition.ts'

const Step = object(
  'Step',
  'One step of a timeline.',
  {
    icon,
    title: text('Step name', "The step's name.", 'Return Filed'),
    text: text('What happens', 'What happens in this step.', 'You submit your return to the IRS.'),
    time: text('When', 'When or how long.', 'Day 1'),
  },
  ['title', 'text'],
  { title: 'Return Filed', text: 'You submit your return to the IRS.', time: 'Day 1' },
)

export default defineSection(
  'timeline',
  'TimelineSection',
  'Steps',
  'Numbered steps in order.',
  {
    steps: items('Steps', 'The steps.', 'Step', [{ title: 'Return Filed', text: 'You file your return.' }]),
    note: text('Note', 'A note under the steps.', 'Typical time: 7-21 days for e-filed returns.'),
  },
  ['heading', 'steps'],
  { heading: 'How Your Refund Moves', steps: [{ title: 'Return Filed', text: 'You file your return.' }] },
  { blocks: { Step } },
)
