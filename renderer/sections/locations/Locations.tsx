// The firm's offices (from site.yaml): address, a dialable phone, the hours and a map button per office,
// then optional contact lines such as the toll-free number and fax.
import type { LocationsSection } from '../../../schema/generated/site-types.ts'
import { telHref } from '../../../schema/tel-link.ts'
import { useSite } from '../../site-context.tsx'
import { ActionLink } from '../../ui/ActionLink.tsx'
import { Card } from '../../ui/Card.tsx'
import { Grid } from '../../ui/Grid.tsx'
import { Icon } from '../../ui/Icon.tsx'
import { SectionShell } from '../../ui/SectionShell.tsx'
import { ContactList } from '../contact/Contact.tsx'

const glyph = 'size-4 shrink-0 text-brand-700'
const term = 'flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-600'

export default function Locations(section: LocationsSection) {
  const { offices, hours } = useSite().config.firm
  return (
    <SectionShell {...section}>
      <Grid columns={offices.length > 2 ? 3 : 2} className="mx-auto max-w-5xl">
        {offices.map((office) => (
          <Card as="li" key={office.name} className="flex flex-col">
            <h3 className="text-xl font-semibold break-words text-slate-900">{office.name}</h3>
            <address className="mt-4 flex gap-2 not-italic text-slate-700">
              <Icon name="map-pin" className={`${glyph} mt-1`} />
              <span className="min-w-0 break-words">
                <span className="block">{office.street}</span>
                <span className="block">{`${office.city}, ${office.region} ${office.postalCode}`}</span>
              </span>
            </address>
            <dl className="mt-5 space-y-4">
              <div>
                <dt className={term}>
                  <Icon name="phone" className={glyph} />
                  {section.phoneLabel}
                </dt>
                <dd className="mt-1">
                  <ActionLink action={{ label: office.phone, to: telHref(office.phone), variant: 'link' }} className="text-base!" />
                </dd>
              </div>
              <div>
                <dt className={term}>
                  <Icon name="clock" className={glyph} />
                  {section.hoursLabel}
                </dt>
                <dd className="mt-1 text-slate-700">{`${hours.days} ${hours.opens}-${hours.closes}`}</dd>
                <dd className="text-slate-700">{hours.weekend}</dd>
              </div>
            </dl>
            <div className="mt-auto pt-6">
              <ActionLink action={{ label: section.mapLabel, to: office.mapUrl, variant: 'outline' }} className="w-full sm:w-auto" />
            </div>
          </Card>
        ))}
      </Grid>
      {section.footer && <ContactList items={section.footer} className="mx-auto mt-8 max-w-5xl" />}
    </SectionShell>
  )
}
