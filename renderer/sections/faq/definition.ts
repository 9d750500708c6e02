// The `faq` section type's part of the schema; its component is Faq.tsx (see ../README.md).
import { flag, items, object, text } from '../../../schema/schema-parts.ts'
import { defineSection } from '../section-definition.ts'

const Faq = object(
  'Question and answer',
  'A question and its answer.',
  {
    question: text('Question', 'The question.', 'How long does a refund take?'),
    answer: text('Answer', 'The answer.', 'Most refunds arrive within 21 days.'),
  },
  ['question', 'answer'],
  { question: 'How long does a refund take?', answer: 'Most refunds arrive within 21 days.' },
)

export default defineSection(
  'faq',
  'FaqSection',
  'Questions and answers',
  'Questions and answers that open and close.',
  {
    singleOpen: flag('One answer open at a time', 'Only one answer is open at a time.'),
    items: items('Questions', 'The questions.', 'Faq', [{ question: 'How long does a refund take?', answer: 'Most arrive within 21 days.' }]),
  },
  ['heading', 'items'],
  { heading: 'Frequently Asked Questions', items: [{ question: 'How long?', answer: 'Within 21 days.' }] },
  { blocks: { Faq } },
)
