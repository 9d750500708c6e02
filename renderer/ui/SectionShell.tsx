// The frame every section shares: its anchor, background tone, eyebrow, heading and intro.
import type { ReactNode } from 'react'
import type { Section } from '../../schema/generated/site-types.ts'
import { cn } from './cn.ts'

const tones = {
  plain: 'bg-white text-slate-800',
  muted: 'bg-slate-50 text-slate-800',
  brand: 'bg-brand-900 text-white',
} as const

type ShellProps = Pick<Section, 'id' | 'eyebrow' | 'heading' | 'intro' | 'tone'> & {
  children: ReactNode
  className?: string
  /** Centre the heading block (the default) or align it left. */
  align?: 'center' | 'left'
}

export function SectionShell({ id, eyebrow, heading, intro, tone, children, className, align = 'center' }: ShellProps) {
  const headingId = id ? `${id}-heading` : undefined
  const dark = tone === 'brand'
  return (
    <section id={id} aria-labelledby={heading ? headingId : undefined} className={cn('scroll-mt-24 py-16 sm:py-20', tones[tone ?? 'plain'], className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {(eyebrow || heading || intro) && (
          <div className={cn('mb-10 max-w-3xl', align === 'center' && 'mx-auto text-center')}>
            {eyebrow && <p className={cn('mb-2 text-sm font-semibold uppercase tracking-wide', dark ? 'text-brand-200' : 'text-brand-700')}>{eyebrow}</p>}
            {heading && <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h2>}
            {intro && <p className={cn('mt-4 text-lg', dark ? 'text-brand-100' : 'text-slate-600')}>{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  )
}
