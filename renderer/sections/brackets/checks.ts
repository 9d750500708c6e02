// Each row of a rate table has one cell per column, or the table's cells would sit under the wrong
// headings.
import { messages } from '../../../schema/messages.ts'
import { problemAt } from '../../../schema/source-file.ts'
import type { SectionCheck } from '../section-definition.ts'

export const checkBrackets: SectionCheck<'brackets'> = (file, section, at) =>
  section.tables.flatMap((table, t) =>
    table.rows.flatMap((row, r) =>
      row.length === table.columns.length
        ? []
        : [problemAt(file, [...at, 'tables', t, 'rows', r], messages.rowLength(r + 1, row.length, table.columns.length))],
    ),
  )
