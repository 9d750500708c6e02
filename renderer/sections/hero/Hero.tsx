// The opening of a page: badge, the page's only <h1>, a description, buttons, trust chips and small print.
import type { HeroSection } from '../../../schema/generated/site-types.ts'
import { ActionLink } from '../../ui/ActionLink.tsx'
import { Icon } from '../../ui/Icon.tsx'
import { ToneContext } from '../../ui/tone.ts'

// The hero always stands on the deep blue, so its buttons take their colours for it.
export default function Hero({ id, badge, eyebrow, heading, intro, text, actions, highlights, note }: HeroSection) {
  return (
    <ToneContext value="brand">
      <section id={id} className="hero-backdrop scroll-mt-24 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8 lg:py-32">
          <div className="max-w-3xl min-w-0">
            {badge && (
              <p className="mb-6 inline-flex max-w-full items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-brand-50 ring-1 ring-white/20">
                <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-accent-400" />
                <span className="min-w-0 break-words">{badge}</span>
              </p>
            )}
            {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-brand-200 uppercase">{eyebrow}</p>}
            <h1 className="text-4xl font-bold tracking-tight text-balance break-words sm:text-5xl lg:text-6xl">{heading}</h1>
            {intro && <p className="mt-6 text-xl text-brand-50">{intro}</p>}
            {text && <p className="mt-6 text-lg leading-8 text-brand-100">{text}</p>}
            {actions && (
              <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-4">
                {actions.map((action, i) => {
                  const variant = i === 0 ? 'primary' : (action.variant ?? 'secondary')
                  return <ActionLink key={`${action.to}-${action.label}`} action={{ ...action, variant }} className="sm:px-6 sm:text-base" />
                })}
              </div>
            )}
            {highlights && (
              <ul role="list" className="mt-10 flex flex-wrap gap-3">
                {highlights.map((item) => (
                  <li
                    key={item.title}
                    className="flex max-w-full min-w-0 items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-medium text-white ring-1 ring-white/15"
                  >
                    {item.icon && <Icon name={item.icon} className="size-4 text-accent-400" />}
                    {item.value && <span className="font-bold">{item.value}</span>}
                    <span className="min-w-0 break-words">{item.title}</span>
                    {item.text && <span className="min-w-0 break-words text-brand-100">{item.text}</span>}
                  </li>
                ))}
              </ul>
            )}
            {note && <p className="mt-6 text-sm text-brand-200">{note}</p>}
          </div>
        </div>
      </section>
    </ToneContext>
  )
}
