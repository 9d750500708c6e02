// The frame every section shares: its anchor, background tone (provided to everything inside it,
// ui/tone.ts), and its heading block: an optional badge, eyebrow, heading, intro and whatever the
// section puts under them (a call to action's sentence and buttons).
import type { ReactNode } from 'react'
import type { Section } from '../../schema/generated/site-types.ts'
import { cn } from './cn.ts'
import { ToneContext } from './tone.ts'

const tones = {
  plain: 'bg-white text-slate-800',
  muted: 'bg-slate-50 text-slate-800',
  brand: 'bg-brand-900 text-white',
} as const

type ShellProps = Pick<Section, 'id' | 'eyebrow' | 'heading' | 'intro' | 'tone'> & {
  children?: ReactNode
  className?: string
  /** Centre the heading block (the default) or align it left. */
  align?: 'center' | 'left'
  /** Shown above the eyebrow. */
  badge?: ReactNode
  /** Shown under the intro, inside the heading block. */
  lead?: ReactNode
}

export function SectionShell({ id, eyebrow, heading, intro, tone = 'plain', children, className, align = 'center', badge, lead }: ShellProps) {
  const headingId = id ? `${id}-heading` : undefined
  const dark = tone === 'brand'
  return (
    <section id={id} aria-labelledby={heading ? headingId : undefined} className={cn('scroll-mt-24 py-16 sm:py-20', tones[tone], className)}>
      <ToneContext value={tone}>
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          {(badge || eyebrow || heading || intro || lead) && (
            <div className={cn('mb-10 max-w-3xl last:mb-0', align === 'center' && 'mx-auto text-center')}>
              {badge}
              {eyebrow && <p className={cn('mb-2 text-sm font-semibold uppercase tracking-wide', dark ? 'text-brand-200' : 'text-brand-700')}>{eyebrow}</p>}
              {heading && (
                <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                  {heading}
                </h2>
              )}
              {intro && <p className={cn('mt-4 text-lg', dark ? 'text-brand-100' : 'text-slate-600')}>{intro}</p>}
              {lead}
            </div>
          )}
          {children}
        </div>
      </ToneContext>
    </section>
  )
}
