// Big figures with their labels, as a description list in a responsive grid of tiles.
import type { StatsSection } from '../../../schema/generated/site-types.ts'
import { Card, CardIcon } from '../../ui/Card.tsx'
import { cn } from '../../ui/cn.ts'
import { SectionShell } from '../../ui/SectionShell.tsx'

const columns: Record<number, string> = {
  1: 'grid-cols-1 max-w-sm mx-auto',
  2: 'sm:grid-cols-2 max-w-3xl mx-auto',
  3: 'sm:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'sm:grid-cols-3 lg:grid-cols-5',
  6: 'sm:grid-cols-3 lg:grid-cols-6',
}

export default function Stats(section: StatsSection) {
  const { items } = section
  return (
    <SectionShell {...section}>
      <dl className={cn('grid gap-4 sm:gap-6', items.length > 1 && 'grid-cols-2', columns[items.length] ?? 'sm:grid-cols-3 lg:grid-cols-4')}>
        {items.map((stat) => (
          <Card
            key={`${stat.value}-${stat.label}`}
            padding="none"
            className={cn(
              'flex flex-col items-center px-4 py-6 text-center sm:px-6 sm:py-8',
              items.length % 2 === 1 && items.length > 1 && 'last:col-span-2 sm:last:col-span-1',
            )}
          >
            <dt className="mt-2 text-sm font-medium break-words text-slate-600 sm:text-base">{stat.label}</dt>
            <dd className="order-first flex flex-col items-center">
              {stat.icon && <CardIcon name={stat.icon} className="mb-4 size-11" />}
              <span className="text-3xl font-bold tracking-tight break-words text-brand-800 sm:text-4xl">{stat.value}</span>
            </dd>
          </Card>
        ))}
      </dl>
    </SectionShell>
  )
}
