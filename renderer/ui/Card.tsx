// One card (as shadcn/ui's card.tsx): the white, rounded, ringed panel that sections set their items
// on, as whichever element the list or form needs. What sits on it reads on white whatever the
// section's tone, so the card resets the tone for its content.
import type { ComponentProps, ElementType } from 'react'
import { cn } from './cn.ts'
import { Icon, type IconName } from './Icon.tsx'
import { ToneContext } from './tone.ts'

const frames = {
  raised: 'shadow-sm ring-1 ring-slate-200',
  /** The one item that stands out, such as the popular plan. */
  featured: 'shadow-xl ring-2 ring-brand-600',
  /** Floating over the page, such as the cookie notice. */
  floating: 'shadow-2xl ring-1 ring-slate-200',
}
const paddings = { roomy: 'p-6 sm:p-8', snug: 'p-6', none: '' }

type CardElement = 'div' | 'li' | 'figure' | 'form'
type CardProps<E extends CardElement> = ComponentProps<E> & {
  as?: E
  frame?: keyof typeof frames
  padding?: keyof typeof paddings
}

export function Card<E extends CardElement = 'div'>({ as, frame = 'raised', padding = 'roomy', className, children, ...props }: CardProps<E>) {
  // One of the elements CardElement allows, with that element's props.
  const Element = (as ?? 'div') as ElementType
  return (
    <Element className={cn('min-w-0 rounded-2xl bg-white text-slate-800', frames[frame], paddings[padding], className)} {...props}>
      <ToneContext value="plain">{children}</ToneContext>
    </Element>
  )
}

/** The icon a card leads with, on a pale tile. */
export function CardIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <span className={cn('flex shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700', className)}>
      <Icon name={name} className="size-6" />
    </span>
  )
}
