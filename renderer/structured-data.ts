// JSON-LD business data derived from the firm's facts in site/site.yaml, so it cannot contradict the
// pages: both addresses, the opening days and hours, and the aggregate rating.
import type { SiteConfig } from '../schema/generated/site-types.ts'

/** "5:30 PM" → "17:30" */
function to24Hour(time: string): string {
  const [, h, m, half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time)!
  const hours = (Number(h) % 12) + (half === 'PM' ? 12 : 0)
  return `${String(hours).padStart(2, '0')}:${m}`
}

const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** "Monday-Friday, Saturday" → every day it names, in the week's order (the schema checks the form). */
export function openingDays(days: string): string[] {
  const open = new Set<string>()
  for (const part of days.split(', ')) {
    const [first, last = first] = part.split('-').map((d) => week.indexOf(d))
    for (let i = first!; ; i = (i + 1) % 7) {
      open.add(week[i]!)
      if (i === last) break
    }
  }
  return week.filter((d) => open.has(d))
}

export function businessJsonLd(config: SiteConfig) {
  const { firm, meta } = config
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    name: firm.name,
    url: meta.siteUrl,
    email: firm.email,
    telephone: firm.phones.tollFree,
    faxNumber: firm.phones.fax,
    foundingDate: firm.founded,
    address: firm.offices.map((office) => ({
      '@type': 'PostalAddress',
      name: office.name,
      streetAddress: office.street,
      addressLocality: office.city,
      addressRegion: office.region,
      postalCode: office.postalCode,
      addressCountry: 'US',
      telephone: office.phone,
    })),
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: openingDays(firm.hours.days),
      opens: to24Hour(firm.hours.opens),
      closes: to24Hour(firm.hours.closes),
    },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: firm.rating.value, reviewCount: firm.rating.count, bestRating: 5 },
  }
}

/** The JSON-LD as a <script> element's text, safe to place in HTML. */
export const jsonLdScript = (config: SiteConfig) =>
  `<script type="application/ld+json">${JSON.stringify(businessJsonLd(config)).replace(/</g, '\\u003c')}</script>`
