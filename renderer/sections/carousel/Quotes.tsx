// The testimonials themselves, read from GET /api/testimonials through @tanstack/react-query: one at a
// time, advancing every 5 seconds with wraparound, with previous/next buttons and dots. Loaded once
// the page is idle (Carousel.tsx), so neither the quotes nor the query library hold up hydration.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { CarouselSection, ServerTestimonial } from '../../../schema/generated/site-types.ts'
import { WithQueryClient } from '../../query-client.tsx'
import { buttonClass } from '../../ui/button.ts'
import { Card } from '../../ui/Card.tsx'
import { cn } from '../../ui/cn.ts'
import { Icon } from '../../ui/Icon.tsx'
import { initialsOf } from '../../ui/initials.ts'
import { Stars } from '../../ui/Stars.tsx'
import { Tooltip } from '../../ui/Tooltip.tsx'
import { Loading } from './Loading.tsx'

const ROTATE_MS = 5000
const wrap = (index: number, length: number) => (index + length) % length
const arrowClass = buttonClass({ variant: 'secondary', size: 'icon' })

function Quotes(section: CarouselSection) {
  const { data, isPending, isError } = useQuery<ServerTestimonial[]>({ queryKey: ['/api/testimonials'] })
  const [index, setIndex] = useState(0)
  const count = data?.length ?? 0

  useEffect(() => {
    if (count < 2) return
    const timer = setInterval(() => setIndex((i) => wrap(i + 1, count)), ROTATE_MS)
    return () => clearInterval(timer)
  }, [count, index])

  const current = data?.[index]
  return (
    <>
      {isPending && <Loading label={section.loadingLabel} />}
      {isError && <p className="text-slate-600">{section.errorText}</p>}
      {current && (
        <>
          <Card as="figure" aria-live="polite" padding="snug" className="w-full text-center sm:p-10">
            <div className="flex justify-center">
              <Stars rating={current.rating ?? 5} />
            </div>
            <blockquote className="mt-5 text-lg leading-8 text-slate-800 sm:text-xl">{current.content}</blockquote>
            <figcaption className="mt-6 flex items-center justify-center gap-3">
              <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800">
                {initialsOf(current.name)}
              </span>
              <span className="text-left">
                <span className="block font-semibold text-slate-900">{current.name}</span>
                <span className="block text-sm text-slate-600">{current.title}</span>
              </span>
            </figcaption>
          </Card>
          <div className="mt-6 flex items-center gap-4">
            <Tooltip label={section.previousLabel}>
              <button type="button" aria-label={section.previousLabel} onClick={() => setIndex(wrap(index - 1, count))} className={arrowClass}>
                <Icon name="chevron-left" />
              </button>
            </Tooltip>
            <div className="flex gap-1">
              {data.map((t, i) => (
                <button
                  key={t.name}
                  type="button"
                  aria-label={section.dotLabel.replace('{n}', String(i + 1))}
                  aria-current={i === index}
                  onClick={() => setIndex(i)}
                  className="inline-flex size-8 items-center justify-center"
                >
                  <span aria-hidden="true" className={cn('size-2.5 rounded-full', i === index ? 'bg-brand-600' : 'bg-slate-300')} />
                </button>
              ))}
            </div>
            <Tooltip label={section.nextLabel}>
              <button type="button" aria-label={section.nextLabel} onClick={() => setIndex(wrap(index + 1, count))} className={arrowClass}>
                <Icon name="chevron-right" />
              </button>
            </Tooltip>
          </div>
        </>
      )}
    </>
  )
}

export default function CarouselQuotes(section: CarouselSection) {
  return (
    <WithQueryClient>
      <Quotes {...section} />
    </WithQueryClient>
  )
}
