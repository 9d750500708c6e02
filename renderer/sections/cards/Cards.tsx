// A grid of cards (benefits, values, tips, key dates): icon, an optional big value, title, text and link.
import type { CardsSection } from '../../../schema/generated/site-types.ts'
import { ActionLink } from '../../ui/ActionLink.tsx'
import { ActionRow } from '../../ui/ActionRow.tsx'
import { Grid } from '../../ui/Grid.tsx'
import { Icon } from '../../ui/Icon.tsx'
import { SectionShell } from '../../ui/SectionShell.tsx'

export default function Cards(section: CardsSection) {
  const { items, columns = 3, actions, tone } = section
  const dark = tone === 'brand'
  return (
    <SectionShell {...section}>
      <Grid columns={columns}>
        {items.map((card) => (
          <li key={card.title} className="flex min-w-0 flex-col rounded-2xl bg-white p-6 text-slate-800 shadow-sm ring-1 ring-slate-200 sm:p-8">
            {card.icon && (
              <span className="mb-5 flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={card.icon} className="size-6" />
              </span>
            )}
            {card.value && <p className="mb-2 text-3xl font-bold tracking-tight break-words text-brand-700 sm:text-4xl">{card.value}</p>}
            <h3 className="text-lg font-semibold break-words text-slate-900">{card.title}</h3>
            {card.text && <p className="mt-2 leading-relaxed break-words text-slate-600">{card.text}</p>}
            {card.link && (
              <div className="mt-auto pt-5">
                <ActionLink action={card.link} />
              </div>
            )}
          </li>
        ))}
      </Grid>
      {actions && <ActionRow actions={actions} dark={dark} className="mt-12" />}
    </SectionShell>
  )
}
