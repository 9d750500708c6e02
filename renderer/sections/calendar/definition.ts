// The `calendar` section type's part of the schema; its component is Calendar.tsx (see ../README.md).
import { items, object, text } from '../../../schema/schema-parts.ts'
import { defineSection } from '../section-definition.ts'

const Month = object(
  'Month of deadlines',
  'A month of the tax calendar and its dated items.',
  {
    month: text('Month name', "The month's name.", 'January'),
    items: items('Deadlines', 'The deadlines in this month.', 'DatedItem', [{ date: 'Jan 15', title: 'Q4 estimated tax payment due' }]),
  },
  ['month', 'items'],
  { month: 'January', items: [{ date: 'Jan 15', title: 'Q4 estimated tax payment due' }] },
)

const DatedItem = object(
  'Deadline',
  'A deadline on a date.',
  {
    date: text('Date', 'The date as shown.', 'Jan 15'),
    title: text('What is due', 'What is due.', 'Q4 estimated tax payment due'),
    text: text('Detail', 'More detail.', 'For income earned September through December.'),
  },
  ['date', 'title'],
  { date: 'Jan 15', title: 'Q4 estimated tax payment due' },
)

export default defineSection(
  'calendar',
  'CalendarSection',
  'Tax calendar',
  'A calendar of deadlines grouped by month.',
  {
    months: items('Months', 'The months.', 'Month', [{ month: 'January', items: [{ date: 'Jan 15', title: 'Q4 estimated payment' }] }]),
    note: text('Note', 'A note under the calendar.', 'A deadline on a weekend or holiday moves to the next business day.'),
  },
  ['heading', 'months'],
  { heading: '2025 Tax Calendar', months: [{ month: 'January', items: [{ date: 'Jan 15', title: 'Q4 estimated payment' }] }] },
  { blocks: { Month, DatedItem } },
)
