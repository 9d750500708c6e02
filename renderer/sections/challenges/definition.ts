// The `challenges` section type's part of the schema; its component is Challenges.tsx (see ../README.md).
import { icon } from '../../../schema/blocks.ts'
import { items, object, text } from '../../../schema/schema-parts.ts'
import { defineSection } from '../section-definition.ts'

const Challenge = object(
  'Challenge and solution',
  'A pain point and how the firm solves it.',
  {
    icon,
    problem: text('Challenge', 'The problem the client has.', 'Job costs are tracked in spreadsheets.'),
    solution: text('Solution', 'How the firm solves it.', 'We set up job costing so every project shows its true margin.'),
  },
  ['problem', 'solution'],
  { problem: 'Job costs are tracked in spreadsheets.', solution: 'We set up job costing for every project.' },
)

export default defineSection(
  'challenges',
  'ChallengesSection',
  'Challenges and solutions',
  "Pain points, each with the firm's solution.",
  {
    problemLabel: text('Label before each challenge', 'The label before each problem.', 'The challenge'),
    solutionLabel: text('Label before each solution', 'The label before each solution.', 'Our solution'),
    items: items('Challenges', 'The pain points.', 'Challenge', [{ problem: 'Late filings.', solution: 'A calendar we keep for you.' }]),
  },
  ['heading', 'items'],
  { heading: 'Challenges We Solve', items: [{ problem: 'Late filings.', solution: 'A calendar we keep for you.' }] },
  { blocks: { Challenge } },
)
