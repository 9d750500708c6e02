// One or more titled lists side by side, with bullets by mood, and an optional highlighted figure.
import type { ListGroup, ListsSection, Stat } from '../../../schema/generated/site-types.ts'
import { Card } from '../../ui/Card.tsx'
import { cn } from '../../ui/cn.ts'
import { Icon } from '../../ui/Icon.tsx'
import { SectionShell } from '../../ui/SectionShell.tsx'
import { useOnDark } from '../../ui/tone.ts'

function Bullet({ mood = 'neutral' }: { mood?: ListGroup['mood'] }) {
  if (mood === 'positive') return <Icon name="check" className="mt-0.5 size-5 text-emerald-600" />
  if (mood === 'negative') return <Icon name="x" className="mt-0.5 size-5 text-rose-600" />
  return <span aria-hidden="true" className="mt-2 ml-1.5 mr-1.5 size-2 shrink-0 rounded-full bg-brand-600" />
}

function Group({ group, wide }: { group: ListGroup; wide: boolean }) {
  return (
    <Card>
      {group.title && (
        <h3 className="mb-5 flex items-center gap-3 text-lg font-semibold text-slate-900">
          {group.icon && (
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={group.icon} />
            </span>
          )}
          <span className="min-w-0 break-words">{group.title}</span>
        </h3>
      )}
      <ul role="list" className={cn('grid gap-3', wide && 'sm:grid-cols-2 lg:grid-cols-3 lg:gap-x-8')}>
        {group.items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <Bullet mood={group.mood} />
            <span className="min-w-0 break-words">{item}</span>
          </li>
        ))}
      </ul>
    </Card>
  )
}

function Highlight({ stat, row }: { stat: Stat; row: boolean }) {
  const dark = useOnDark()
  return (
    <dl
      className={cn(
        'flex min-w-0 items-center justify-center gap-x-6 gap-y-2 rounded-2xl p-8 text-center text-white shadow-sm',
        row ? 'flex-col sm:flex-row' : 'flex-col',
        dark ? 'bg-white/10 ring-1 ring-white/20' : 'bg-linear-to-br from-brand-800 to-brand-950',
      )}
    >
      <dt className={cn('text-lg font-medium break-words text-brand-100', row && 'sm:order-last sm:text-left')}>{stat.label}</dt>
      <dd className="order-first flex flex-col items-center gap-3">
        {stat.icon && (
          <span className="flex size-12 items-center justify-center rounded-xl bg-white/10 text-accent-400">
            <Icon name={stat.icon} className="size-6" />
          </span>
        )}
        <span className={cn('font-bold tracking-tight break-words', stat.value.length > 8 ? 'text-4xl xl:text-5xl' : 'text-5xl sm:text-6xl')}>
          {stat.value}
        </span>
      </dd>
    </dl>
  )
}

export default function Lists(section: ListsSection) {
  const { groups, highlight } = section
  // A single long list fills the width in three columns; its figure then sits under it.
  const wide = groups.length === 1 && groups[0].items.length > 6
  const beside = highlight && !wide
  const groupColumns = groups.length >= 3 ? 'md:grid-cols-3' : groups.length === 2 ? 'md:grid-cols-2' : ''
  return (
    <SectionShell {...section}>
      <div
        className={cn(
          'grid gap-6 lg:gap-8',
          beside ? 'lg:grid-cols-3' : !wide && groups.length <= 2 && (groups.length === 1 ? 'mx-auto max-w-3xl' : 'mx-auto max-w-5xl'),
        )}
      >
        <div className={cn('grid min-w-0 gap-6 lg:gap-8', groupColumns, beside && 'lg:col-span-2')}>
          {groups.map((group, i) => (
            <Group key={group.title ?? i} group={group} wide={wide} />
          ))}
        </div>
        {highlight && <Highlight stat={highlight} row={!beside} />}
      </div>
    </SectionShell>
  )
}
