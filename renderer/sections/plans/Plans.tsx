// Pricing cards: price and period, description, features, a full-width button; the popular plan stands out.
import type { PlansSection } from '../../../schema/generated/site-types.ts'
import { ActionLink } from '../../ui/ActionLink.tsx'
import { ActionRow } from '../../ui/ActionRow.tsx'
import { Card } from '../../ui/Card.tsx'
import { cn } from '../../ui/cn.ts'
import { FeatureList } from '../../ui/FeatureList.tsx'
import { SectionShell } from '../../ui/SectionShell.tsx'

const layouts: Record<number, string> = {
  1: 'mx-auto max-w-lg',
  2: 'mx-auto max-w-4xl md:grid-cols-2',
}

export default function Plans(section: PlansSection) {
  const { items, popularLabel, actions } = section
  const anyPopular = items.some((plan) => plan.popular)
  return (
    <SectionShell {...section}>
      <ul role="list" className={cn('grid gap-8', layouts[items.length] ?? 'md:grid-cols-2 lg:grid-cols-3')}>
        {items.map((plan) => (
          <Card
            as="li"
            key={plan.name}
            frame={plan.popular ? 'featured' : 'raised'}
            className={cn('relative flex flex-col', plan.popular && 'lg:-translate-y-3')}
          >
            {plan.popular && popularLabel && (
              <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-4 py-1 text-xs font-semibold tracking-wide whitespace-nowrap text-white uppercase shadow-sm">
                {popularLabel}
              </p>
            )}
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <h3 className="text-xl font-semibold break-words text-slate-900">{plan.name}</h3>
              {plan.badge && <p className="rounded-full bg-brand-50 px-3 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">{plan.badge}</p>}
            </div>
            {plan.description && <p className="mt-2 text-sm leading-relaxed text-slate-600">{plan.description}</p>}
            <p className="mt-6 flex flex-wrap items-baseline gap-x-1">
              <span className="text-5xl font-bold tracking-tight text-slate-900">{plan.price}</span>
              {plan.period && <span className="text-base font-medium text-slate-600">{plan.period}</span>}
            </p>
            <FeatureList features={plan.features} className="mt-8 gap-3" />
            <div className="mt-auto pt-8">
              <ActionLink
                action={{ ...plan.action, variant: plan.action.variant ?? (plan.popular || !anyPopular ? 'primary' : 'secondary') }}
                className="w-full"
              />
            </div>
          </Card>
        ))}
      </ul>
      {actions && <ActionRow actions={actions} className="mt-12" />}
    </SectionShell>
  )
}
