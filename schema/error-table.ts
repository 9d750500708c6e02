// The table "Errors and what they mean" in the editors' guide (site/README.md), written from the
// catalogue's guide (schema/message-guide.ts) by `npm run gen:types`, between its two marker lines.
import { messageGuide } from './message-guide.ts'

const errorTableStart = '<!-- errors:start -->'
const errorTableEnd = '<!-- errors:end -->'

const cell = (text: string) => text.replace(/\|/g, '\\|')

export function errorTable(): string {
  return [
    errorTableStart,
    '<!-- Generated from schema/message-guide.ts by `npm run gen:types`. To change it, change that file. -->',
    '',
    '| what you see | what it means and what to do |',
    '| --- | --- |',
    ...Object.values(messageGuide).map(({ example, explain }) => `| ${cell(example)} | ${cell(explain)} |`),
    '',
    errorTableEnd,
  ].join('\n')
}

/** The guide with its table of errors brought up to date; the text around it is kept as it is. */
export function withErrorTable(readme: string): string {
  const start = readme.indexOf(errorTableStart)
  const end = readme.indexOf(errorTableEnd)
  if (start < 0 || end < start) {
    throw new Error(`site/README.md has lost its ${errorTableStart} and ${errorTableEnd} lines. Put them back where the table of errors goes.`)
  }
  return readme.slice(0, start) + errorTable() + readme.slice(end + errorTableEnd.length)
}
