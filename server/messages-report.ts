// The stored messages as the firm reads them (`npm run messages`): a table for the terminal, or CSV for
// a spreadsheet. The text is the visitors', so neither can be turned against the reader: control
// characters (terminal escape sequences) never reach the terminal, and a cell that a spreadsheet would
// run as a formula (=, +, -, @, after any spaces, full-width too) is prefixed with an apostrophe.
import { messageColumns, messageFields } from '../schema/contact-fields.ts'
import type { MessageRecord } from './messages-store.ts'

const csvColumns: [string, (m: MessageRecord) => string | number | undefined][] = [
  ['id', (m) => m.id],
  ['received_at', (m) => m.receivedAt],
  // The message's fields under their database column names, as the firm reads them.
  ...messageFields.map((field): [string, (m: MessageRecord) => string | undefined] => [messageColumns[field], (m) => m[field]]),
  ['delivery', (m) => m.delivery],
  ['delivery_attempts', (m) => m.attempts],
  ['sent_at', (m) => m.sentAt],
  ['last_error', (m) => m.lastError],
]

// A spreadsheet may run a cell as a formula when it starts with = + - @, also after spaces of any kind
// (space, tab, no-break space, the other Unicode spaces, zero-width ones) and in their full-width or
// small forms (＝ ＋ － ＠, ﹦ ﹢ ﹣ ﹫), which some read as the ASCII signs; a tab or CR in front also.
const formulaStart = /^[\s\u180e\u200b-\u200d\u2060\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b]|^[\t\r]/

function csvCell(value: string | number | undefined): string {
  let text = value === undefined ? '' : String(value)
  if (formulaStart.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** RFC 4180: a header row, then one row per message, CRLF line ends. */
export function toCsv(messages: MessageRecord[]): string {
  const rows = [csvColumns.map(([name]) => name), ...messages.map((m) => csvColumns.map(([, get]) => csvCell(get(m))))]
  return rows.map((row) => row.join(',')).join('\r\n') + '\r\n'
}

// Control characters (C0, DEL, C1) and line or paragraph separators become spaces.
const unprintable = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g

function cell(text: string | undefined, width: number): string {
  const flat = (text ?? '').replace(unprintable, ' ').replace(/\s+/g, ' ').trim()
  const chars = [...flat]
  return (chars.length > width ? `${chars.slice(0, width - 1).join('')}…` : flat).padEnd(width)
}

const tableColumns: [string, number, (m: MessageRecord) => string | undefined][] = [
  ['Received (UTC)', 16, (m) => m.receivedAt.slice(0, 16).replace('T', ' ')],
  ['Name', 22, (m) => m.fullName],
  ['Email', 28, (m) => m.email],
  ['Phone', 16, (m) => m.phone],
  ['Subject', 34, (m) => m.subject],
  ['Message', 40, (m) => m.message],
  ['Email to firm', 13, (m) => m.delivery],
]

export function toTable(messages: MessageRecord[]): string {
  if (messages.length === 0) return 'No messages yet.\n'
  const line = (cells: string[]) => cells.join('  ').trimEnd()
  const pending = messages.filter((m) => m.delivery === 'pending').length
  return [
    line(tableColumns.map(([title, width]) => cell(title, width))),
    line(tableColumns.map(([, width]) => '-'.repeat(width))),
    ...messages.map((m) => line(tableColumns.map(([, width, get]) => cell(get(m), width)))),
    '',
    `${messages.length} message${messages.length === 1 ? '' : 's'}${pending ? `, ${pending} waiting to be emailed` : ''}. Full text: npm run messages -- --csv > messages.csv`,
    '',
  ].join('\n')
}
