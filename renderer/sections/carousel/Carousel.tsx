// The home page's testimonials section. The frame keeps its height while loading, so nothing below it
// moves when the quotes arrive; the quotes and the query library that fetches them load once the page
// is idle after hydration (Quotes.tsx).
import { lazy } from 'react'
import type { CarouselSection } from '../../../schema/generated/site-types.ts'
import { SectionShell } from '../../ui/SectionShell.tsx'
import { WhenIdle } from '../../ui/WhenIdle.tsx'
import { Loading } from './Loading.tsx'

const Quotes = lazy(() => import('./Quotes.tsx'))

export default function Carousel(section: CarouselSection) {
  const loading = <Loading label={section.loadingLabel} />
  return (
    <SectionShell {...section}>
      <div
        aria-roledescription="carousel"
        aria-label={section.heading}
        className="mx-auto flex min-h-[36rem] max-w-3xl flex-col items-center justify-center sm:min-h-[26rem]"
      >
        <WhenIdle fallback={loading}>
          <Quotes {...section} />
        </WhenIdle>
      </div>
    </SectionShell>
  )
}
