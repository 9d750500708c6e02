// The `banner` section type's part of the schema; its component is Banner.tsx (see ../README.md).
import { link } from '../../../schema/blocks.ts'
import { text } from '../../../schema/schema-parts.ts'
import { defineSection } from '../section-definition.ts'

export default defineSection(
  'banner',
  'BannerSection',
  'Top banner',
  'A thin strip at the top of the page with a sentence and a link, such as the phone banner.',
  {
    text: text('Sentence', 'The sentence.', 'Questions about your taxes? Call us today.'),
    link,
  },
  ['text'],
  { text: 'Questions? Call us.', link: { label: '{{firm.phones.tollFree}}', to: 'tel:{{firm.phones.tollFree}}' } },
)
