// A row of buttons from site/ data, centred under a section's content. On the deep-blue background a
// blue primary button would fade in, so there it turns amber, and links turn white.
import type { Action } from '../../schema/generated/site-types.ts'
import { ActionLink } from './ActionLink.tsx'
import { cn } from './cn.ts'

const onDark: Partial<Record<NonNullable<Action['variant']>, string>> = {
  primary: 'bg-accent-400! text-brand-950! hover:bg-accent-500!',
  link: 'text-white!',
}

/** Classes for a button on the deep-blue background. */
export const onDarkClass = (variant: Action['variant']) => cn(onDark[variant ?? 'primary'], 'focus-visible:outline-white!')

export function ActionRow({ actions, dark, className }: { actions: Action[]; dark?: boolean; className?: string }) {
  return (
    <div className={cn('flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap sm:gap-4', className)}>
      {actions.map((action) => (
        <ActionLink key={`${action.to}-${action.label}`} action={action} className={cn(dark && onDarkClass(action.variant))} />
      ))}
    </div>
  )
}
