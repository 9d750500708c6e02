// The `rich-text` section type's part of the schema; its component is RichText.tsx (see ../README.md).
import { inlineText, items, list, object, text } from '../../../schema/schema-parts.ts'
import { defineSection } from '../section-definition.ts'

const TextBlock = object(
  'Text block',
  'A block of prose: an optional heading, paragraphs and bullets.',
  {
    heading: text('Block heading', "The block's heading.", 'Information We Collect'),
    paragraphs: list('Paragraphs', 'Paragraphs of text. A link is written [words](/contact), bold **words**, italic *words*.', inlineText, [
      'We collect the information you give us. [Contact us](/contact) with questions.',
    ]),
    bullets: list('Bullets', 'A bulleted list after the paragraphs, with links, bold and italic written as in paragraphs.', inlineText, [
      'Name and **email address**',
    ]),
  },
  [],
  { heading: 'Information We Collect', paragraphs: ['We collect the information you give us.'] },
)

export default defineSection(
  'rich-text',
  'RichTextSection',
  'Text',
  'Prose: paragraphs and bullets under headings, for stories and legal pages.',
  {
    updated: text('Date line', 'A date line shown under the heading.', 'Last Updated: January 2025'),
    blocks: items('Text blocks', 'The blocks of prose.', 'TextBlock', [{ paragraphs: ['We started in 1996.'] }]),
  },
  ['blocks'],
  { heading: 'Our Story', blocks: [{ paragraphs: ['We started in 1996.'] }] },
  {
    blocks: { TextBlock },
    subheadings: (section) => section.blocks.flatMap((block, i) => (block.heading ? [['blocks', i, 'heading']] : [])),
  },
)
