// Client quotes written on the page: stars, the quote, who said it and an optional highlighted result.
import type { TestimonialsSection } from '../../../schema/generated/site-types.ts'
import { Card } from '../../ui/Card.tsx'
import { Grid } from '../../ui/Grid.tsx'
import { initialsOf } from '../../ui/initials.ts'
import { SectionShell } from '../../ui/SectionShell.tsx'
import { Stars } from '../../ui/Stars.tsx'

/** At most two letters fit the avatar: "Greg and Lisa Hanson" → "GH". */
const avatarLetters = (name: string) => {
  const all = initialsOf(name)
  return all.length > 2 ? all[0]! + all.at(-1)! : all
}

export default function Testimonials(section: TestimonialsSection) {
  return (
    <SectionShell {...section}>
      <Grid columns={2} className="mx-auto max-w-5xl">
        {section.items.map((item) => (
          <li key={item.name} className="min-w-0">
            <Card as="figure" className="flex h-full flex-col">
              <Stars rating={item.rating ?? 5} />
              <blockquote className="mt-4 flex-1 text-base leading-relaxed text-slate-700 break-words sm:text-lg">
                <p>{item.content}</p>
              </blockquote>
              {item.outcome && (
                <p className="mt-6 inline-flex flex-wrap items-baseline gap-x-2 self-start rounded-full bg-emerald-50 px-4 py-1.5 text-sm text-emerald-800 ring-1 ring-emerald-200">
                  <span>{item.outcome.label}</span>
                  <span className="font-bold">{item.outcome.value}</span>
                </p>
              )}
              <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                >
                  {item.initials ?? avatarLetters(item.name)}
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900 break-words">{item.name}</span>
                  <span className="block text-sm text-slate-600 break-words">{item.role}</span>
                </span>
              </figcaption>
            </Card>
          </li>
        ))}
      </Grid>
    </SectionShell>
  )
}
