// Big figures with their labels, as a description list in a responsive grid of tiles.
import type { StatsSection } from '../../../schema/generated/site-types.ts'
import { cn } from '../../ui/cn.ts'
import { Icon } from '../../ui/Icon.tsx'
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
          <div key={`${stat.value}-${stat.label}`} className={cn('flex min-w-0 flex-col items-center rounded-2xl bg-white px-4 py-6 text-center shadow-sm ring-1 ring-slate-200 sm:px-6 sm:py-8', items.length % 2 === 1 && items.length > 1 && 'last:col-span-2 sm:last:col-span-1')}>
            <dt className="mt-2 text-sm font-medium break-words text-slate-600 sm:text-base">{stat.label}</dt>
            <dd className="order-first flex flex-col items-center">
              {stat.icon && (
                <span className="mb-4 flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={stat.icon} className="size-6" />
                </span>
              )}
              <span className="text-3xl font-bold tracking-tight break-words text-brand-800 sm:text-4xl">{stat.value}</span>
            </dd>
          </div>
        ))}
      </dl>
    </SectionShell>
  )
}
