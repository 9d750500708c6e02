// The `team` section type's part of the schema; its component is Team.tsx (see ../README.md).
import { items, object, text } from '../../../schema/schema-parts.ts'
import { defineSection } from '../section-definition.ts'

const TeamMember = object(
  'Team member',
  'A person on the team.',
  {
    name: text('Full name', 'Full name.', 'Linda Tran'),
    title: text('Job title', 'Job title.', 'Enrolled Agent'),
    description: text('Biography', 'A short biography.', 'Linda has represented clients before the IRS for fifteen years.'),
    image: text('Photo', 'Path of the photo inside site/ (it must exist).', 'images/team/linda-tran.svg', { pattern: '^images/' }),
    alt: text('Photo description', 'What the photo shows, for people who cannot see it.', 'Portrait of Linda Tran'),
  },
  ['name', 'title', 'description', 'image', 'alt'],
  {
    name: 'Linda Tran',
    title: 'Enrolled Agent',
    description: 'Fifteen years of IRS representation.',
    image: 'images/team/linda-tran.svg',
    alt: 'Portrait of Linda Tran',
  },
)

export default defineSection(
  'team',
  'TeamSection',
  'Team',
  'Team member cards with photos.',
  {
    members: items('Team members', 'The people.', 'TeamMember', [
      { name: 'Linda Tran', title: 'Enrolled Agent', description: 'IRS representation.', image: 'images/team/linda-tran.svg', alt: 'Portrait of Linda Tran' },
    ]),
  },
  ['heading', 'members'],
  {
    heading: 'Meet Our Team',
    members: [
      { name: 'Linda Tran', title: 'Enrolled Agent', description: 'IRS representation.', image: 'images/team/linda-tran.svg', alt: 'Portrait of Linda Tran' },
    ],
  },
  { blocks: { TeamMember } },
)
