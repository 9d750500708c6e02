// The `calendar` section type's part of the schema; its component is Calendar.tsx (see ../README.md).
import { items, object, text } from '../../../schema/schema-parts.ts'
import { defineSection } from '../section-definition.ts'

const Month = object(
  'A month of the tax calendar and its dated items.',
  {
    month: text('The month\'s name.', 'January'),
    items: items('The deadlines in this month.', 'DatedItem', [{ date: 'Jan 15', title: 'Q4 estimated tax payment due' }]),
  },
  ['month', 'items'],
  { month: 'January', items: [{ date: 'Jan 15', title: 'Q4 estimated tax payment due' }] },
)

const DatedItem = object(
  'A deadline on a date.',
  {
    date: text('The date as shown.', 'Jan 15'),
    title: text('What is due.', 'Q4 estimated tax payment due'),
    text: text('More detail.', 'For income earned September through December.'),
  },
  ['date', 'title'],
  { date: 'Jan 15', title: 'Q4 estimated tax payment due' },
)

export default defineSection('calendar', 'CalendarSection', 'A calendar of deadlines grouped by month.', {
  months: items('The months.', 'Month', [{ month: 'January', items: [{ date: 'Jan 15', title: 'Q4 estimated payment' }] }]),
  note: text('A note under the calendar.', 'A deadline on a weekend or holiday moves to the next business day.'),
}, ['heading', 'months'], { heading: '2025 Tax Calendar', months: [{ month: 'January', items: [{ date: 'Jan 15', title: 'Q4 estimated payment' }] }] }, { blocks: { Month, DatedItem } })
