// The `brackets` section type's part of the schema and its rules; its component is Brackets.tsx (see ../README.md).
import { items, list, object, strings, text } from '../../../schema/schema-parts.ts'
import { checkBrackets } from './checks.ts'
import { defineSection } from '../section-definition.ts'

const Table = object(
  'Rate table',
  'A table of rates: column headings and rows of cells.',
  {
    title: text('Table title', "The table's title.", '2025 Federal Brackets: Single'),
    caption: text('Caption', 'A note under the table.', 'Taxable income after deductions.'),
    columns: strings('Column headings', 'The column headings.', ['Rate', 'Taxable income']),
    rows: list('Rows', 'The rows; each row has one cell per column.', { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 }, [
      ['10%', '$0 - $11,000'],
    ]),
  },
  ['title', 'columns', 'rows'],
  { title: 'Single', columns: ['Rate', 'Taxable income'], rows: [['10%', '$0 - $11,000']] },
)

export default defineSection(
  'brackets',
  'BracketsSection',
  'Tax brackets',
  'Tables of tax rates and brackets.',
  {
    tables: items('Rate tables', 'The tables.', 'Table', [{ title: 'Single', columns: ['Rate', 'Income'], rows: [['10%', '$0 - $11,000']] }]),
    note: text('Note', 'A note under the tables.', 'Brackets apply to taxable income.'),
  },
  ['heading', 'tables'],
  { heading: '2025 Federal Tax Brackets', tables: [{ title: 'Single', columns: ['Rate', 'Income'], rows: [['10%', '$0 - $11,000']] }] },
  { blocks: { Table }, check: checkBrackets },
)
