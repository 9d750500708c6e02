// Tables of rates: each a card with its title, a real table that scrolls sideways on narrow screens, a caption.
import { useId } from 'react'
import type { BracketsSection, Table } from '../../../schema/generated/site-types.ts'
import { Card } from '../../ui/Card.tsx'
import { cn } from '../../ui/cn.ts'
import { Icon } from '../../ui/Icon.tsx'
import { SectionShell } from '../../ui/SectionShell.tsx'
import { useOnDark } from '../../ui/tone.ts'

function RateTable({ table }: { table: Table }) {
  const titleId = useId()
  return (
    <Card padding="none" className="overflow-hidden">
      <h3 id={titleId} className="border-b border-slate-200 px-4 py-4 text-lg font-semibold break-words text-slate-900 sm:px-6">
        {table.title}
      </h3>
      <div
        role="region"
        aria-label={table.title}
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
      >
        <table aria-labelledby={titleId} className="w-full caption-bottom text-left text-sm">
          {table.caption && <caption className="border-t border-slate-200 px-4 py-3 text-left text-sm sm:px-6 text-slate-600">{table.caption}</caption>}
          <thead className="bg-slate-50">
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold text-slate-700 sm:px-6">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.rows.map((row) => (
              <tr key={row.join('|')} className="even:bg-slate-50/60">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-4 py-3 font-semibold whitespace-nowrap text-brand-800 sm:px-6">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="px-4 py-3 whitespace-nowrap text-slate-700 sm:px-6">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  )
}

function Note({ text }: { text: string }) {
  const dark = useOnDark()
  return (
    <p
      className={cn(
        'mx-auto mt-8 flex max-w-3xl gap-3 rounded-xl p-4 text-sm leading-relaxed ring-1',
        dark ? 'bg-white/10 text-brand-50 ring-white/20' : 'bg-brand-50 text-brand-950 ring-brand-100',
      )}
    >
      <Icon name="info" className={cn('mt-0.5 size-5', dark ? 'text-accent-400' : 'text-brand-700')} />
      <span className="min-w-0 break-words">{text}</span>
    </p>
  )
}

export default function Brackets(section: BracketsSection) {
  const { tables, note } = section
  return (
    <SectionShell {...section}>
      <div className={cn('grid items-start gap-8', tables.length === 1 ? 'mx-auto max-w-3xl' : 'lg:grid-cols-2')}>
        {tables.map((table) => (
          <RateTable key={table.title} table={table} />
        ))}
      </div>
      {note && <Note text={note} />}
    </SectionShell>
  )
}
