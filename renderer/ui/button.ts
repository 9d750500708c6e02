// One variant table for every button and every link shown as one (as shadcn/ui's button.tsx): the
// variants an Action in site/ may name, the quiet icon buttons of the layout, and the colours each
// takes on the deep-blue background, where a blue primary button would fade in (so it turns amber)
// and links turn white.
import type { Action } from '../../schema/generated/site-types.ts'
import { cn } from './cn.ts'

type Variant = NonNullable<Action['variant']> | 'ghost'

const onLight: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  secondary: 'bg-white text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50',
  outline: 'bg-transparent text-current ring-1 ring-current/40 hover:bg-current/10',
  link: 'rounded-sm text-brand-700 underline-offset-4 hover:underline',
  ghost: 'text-slate-700 hover:bg-slate-100',
}
const onDark: Record<Variant, string> = {
  ...onLight,
  primary: 'bg-accent-400 text-brand-950 shadow-sm hover:bg-accent-500',
  link: 'rounded-sm text-white underline-offset-4 hover:underline',
}

// A link variant is text, sized by what is around it; the others are boxes at least 44 px high.
const sizes = {
  md: 'min-h-11 justify-center rounded-lg px-4 py-2.5 text-sm',
  lg: 'min-h-12 justify-center rounded-lg px-6 text-base',
  icon: 'size-11 shrink-0 justify-center rounded-full',
  text: 'text-sm',
}

const base =
  'inline-flex items-center gap-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-70'

export function buttonClass({
  variant = 'primary',
  size = variant === 'link' ? 'text' : 'md',
  dark = false,
}: {
  variant?: Variant
  size?: keyof typeof sizes
  /** On the deep-blue background (useOnDark). */
  dark?: boolean
}): string {
  return cn(base, sizes[size], (dark ? onDark : onLight)[variant], dark ? 'focus-visible:outline-white' : 'focus-visible:outline-brand-500')
}
