// Service cards of equal height: icon, title, description, feature bullets and an optional link at the bottom.
import type { ServicesSection } from '../../../schema/generated/site-types.ts'
import { ActionLink } from '../../ui/ActionLink.tsx'
import { Card, CardIcon } from '../../ui/Card.tsx'
import { FeatureList } from '../../ui/FeatureList.tsx'
import { Grid } from '../../ui/Grid.tsx'
import { SectionShell } from '../../ui/SectionShell.tsx'

export default function Services(section: ServicesSection) {
  const { items } = section
  const columns = items.length === 2 || items.length === 4 ? 2 : 3
  return (
    <SectionShell {...section}>
      <Grid columns={columns} className={columns === 2 ? 'mx-auto max-w-5xl' : undefined}>
        {items.map((item) => (
          <Card as="li" key={item.title} className="flex flex-col transition-shadow hover:shadow-md">
            {item.icon && <CardIcon name={item.icon} className="mb-5 size-12" />}
            <h3 className="text-xl font-semibold break-words text-slate-900">{item.title}</h3>
            <p className="mt-3 leading-relaxed break-words text-slate-600">{item.description}</p>
            {item.features && <FeatureList features={item.features} className="mt-5" />}
            {item.link && (
              <div className="mt-auto pt-6">
                <ActionLink action={item.link} className={item.link.variant === 'link' ? undefined : 'w-full'} />
              </div>
            )}
          </Card>
        ))}
      </Grid>
    </SectionShell>
  )
}
