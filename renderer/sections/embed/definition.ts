// The `embed` section type's part of the schema; its component is Embed.tsx (see ../README.md).
import { number, text } from '../../../schema/schema-parts.ts'
import { defineSection } from '../section-definition.ts'

export default defineSection(
  'embed',
  'EmbedSection',
  'Page from another site',
  "Another site's page shown in a frame, such as the booking calendar.",
  {
    src: text('Address of the page', 'The address of the page to show, usually {{firm.calendarUrl}}.', '{{firm.calendarUrl}}', {
      pattern: '^(https://|\\{\\{)',
    }),
    title: text('Frame title (screen readers)', 'What the frame holds, for screen readers.', 'Appointment booking calendar'),
    height: number('Height in pixels', 'Height of the frame in pixels.', 900, { minimum: 200, maximum: 3000 }),
  },
  ['src', 'title', 'height'],
  { src: '{{firm.calendarUrl}}', title: 'Appointment booking calendar', height: 900 },
)
