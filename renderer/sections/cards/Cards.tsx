// A grid of cards (benefits, values, tips, key dates): icon, an optional big value, title, text and link.
import type { CardsSection } from '../../../schema/generated/site-types.ts'
import { ActionLink } from '../../ui/ActionLink.tsx'
import { ActionRow } from '../../ui/ActionRow.tsx'
import { Card, CardIcon } from '../../ui/Card.tsx'
import { Grid } from '../../ui/Grid.tsx'
import { SectionShell } from '../../ui/SectionShell.tsx'

export default function Cards(section: CardsSection) {
  const { items, columns = 3, actions } = section
  return (
    <SectionShell {...section}>
      <Grid columns={columns}>
        {items.map((card) => (
          <Card as="li" key={card.title} className="flex flex-col">
            {card.icon && <CardIcon name={card.icon} className="mb-5 size-12" />}
            {card.value && <p className="mb-2 text-3xl font-bold tracking-tight break-words text-brand-700 sm:text-4xl">{card.value}</p>}
            <h3 className="text-lg font-semibold break-words text-slate-900">{card.title}</h3>
            {card.text && <p className="mt-2 leading-relaxed break-words text-slate-600">{card.text}</p>}
            {card.link && (
              <div className="mt-auto pt-5">
                <ActionLink action={card.link} />
              </div>
            )}
          </Card>
        ))}
      </Grid>
      {actions && <ActionRow actions={actions} className="mt-12" />}
    </SectionShell>
  )
}
