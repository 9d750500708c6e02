// Numbered steps in order: a row with a connecting line on wide screens, a vertical list on phones.
import type { TimelineSection } from '../../../schema/generated/site-types.ts'
import { cn } from '../../ui/cn.ts'
import { Icon } from '../../ui/Icon.tsx'
import { SectionShell } from '../../ui/SectionShell.tsx'
import { useOnDark } from '../../ui/tone.ts'

const columns: Record<number, string> = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' }

export default function Timeline(section: TimelineSection) {
  return (
    <SectionShell {...section}>
      <Steps steps={section.steps} note={section.note} />
    </SectionShell>
  )
}

function Steps({ steps, note }: Pick<TimelineSection, 'steps' | 'note'>) {
  const dark = useOnDark()
  return (
    <>
      <ol role="list" className={cn('grid gap-10 lg:gap-8', columns[steps.length] ?? 'lg:grid-cols-4')}>
        {steps.map((step, i) => (
          <li key={step.title} className="relative flex min-w-0 gap-5 lg:flex-col lg:gap-0">
            {i < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-14 -bottom-8 left-6 w-0.5 lg:top-6 lg:right-[-2rem] lg:bottom-auto lg:left-14 lg:h-0.5 lg:w-auto',
                  dark ? 'bg-white/25' : 'bg-brand-200',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative flex size-12 shrink-0 items-center justify-center rounded-full text-lg font-bold shadow-sm ring-4',
                dark ? 'bg-accent-400 text-brand-950 ring-brand-900' : 'bg-brand-700 text-white ring-brand-100',
              )}
            >
              {i + 1}
            </span>
            <div className="min-w-0 pt-2 lg:pt-6 lg:pr-4">
              <h3 className="flex items-center gap-2 text-lg font-semibold break-words">
                {step.icon && <Icon name={step.icon} className={dark ? 'text-accent-400' : 'text-brand-700'} />}
                <span className="min-w-0">{step.title}</span>
              </h3>
              <p className={cn('mt-2 leading-relaxed break-words', dark ? 'text-brand-100' : 'text-slate-600')}>{step.text}</p>
              {step.time && (
                <p
                  className={cn(
                    'mt-3 inline-flex items-center gap-1.5 rounded-lg px-3 py-1 text-sm font-medium',
                    dark ? 'bg-white/10 text-white' : 'bg-brand-50 text-brand-800',
                  )}
                >
                  <Icon name="clock" className="size-4" />
                  <span className="min-w-0">{step.time}</span>
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
      {note && (
        <p
          className={cn(
            'mx-auto mt-12 w-fit max-w-full rounded-2xl px-5 py-2 text-center text-sm font-semibold ring-1',
            dark ? 'bg-white/10 text-white ring-white/20' : 'bg-white text-brand-800 shadow-sm ring-brand-200',
          )}
        >
          {note}
        </p>
      )}
    </>
  )
}
