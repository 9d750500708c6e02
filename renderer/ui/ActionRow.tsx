// A row of buttons from site/ data, centred under a section's content, in the colours of its tone.
import type { Action } from '../../schema/generated/site-types.ts'
import { ActionLink } from './ActionLink.tsx'
import { cn } from './cn.ts'

export function ActionRow({ actions, className }: { actions: Action[]; className?: string }) {
  return (
    <div className={cn('flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap sm:gap-4', className)}>
      {actions.map((action) => (
        <ActionLink key={`${action.to}-${action.label}`} action={action} />
      ))}
    </div>
  )
}
