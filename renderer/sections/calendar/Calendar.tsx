// Deadlines by month: a card per month listing its dated items, and an optional highlighted note.
import type { CalendarSection } from '../../../schema/generated/site-types.ts'
import { Card } from '../../ui/Card.tsx'
import { cn } from '../../ui/cn.ts'
import { Grid } from '../../ui/Grid.tsx'
import { Icon } from '../../ui/Icon.tsx'
import { SectionShell } from '../../ui/SectionShell.tsx'
import { useOnDark } from '../../ui/tone.ts'

function Note({ text }: { text: string }) {
  const dark = useOnDark()
  return (
    <p
      className={cn(
        'mx-auto mt-10 flex max-w-3xl gap-3 rounded-xl p-4 text-sm leading-relaxed font-medium ring-1',
        dark ? 'bg-white/10 text-white ring-white/20' : 'bg-amber-50 text-slate-800 ring-amber-200',
      )}
    >
      <Icon name="info" className="mt-0.5 size-5 text-amber-600" />
      <span className="min-w-0 break-words">{text}</span>
    </p>
  )
}

export default function Calendar(section: CalendarSection) {
  const { months, note } = section
  return (
    <SectionShell {...section}>
      <Grid columns={3}>
        {months.map((month) => (
          <Card as="li" key={month.month} padding="none" className="overflow-hidden">
            <h3 className="border-t-4 border-brand-600 bg-slate-50 px-6 py-4 text-lg font-semibold break-words text-slate-900">{month.month}</h3>
            <ul role="list" className="divide-y divide-slate-100 px-6">
              {month.items.map((item) => (
                <li key={`${item.date}-${item.title}`} className="flex gap-4 py-4">
                  <span className="h-fit min-w-20 shrink-0 rounded-full bg-brand-100 px-3 py-1 text-center text-sm font-semibold whitespace-nowrap text-brand-800">
                    {item.date}
                  </span>
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-slate-900">{item.title}</p>
                    {item.text && <p className="mt-1 text-sm leading-relaxed break-words text-slate-600">{item.text}</p>}
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </Grid>
      {note && <Note text={note} />}
    </SectionShell>
  )
}
