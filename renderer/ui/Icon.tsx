import type { Icon as IconName } from '../../schema/generated/site-types.ts'
import { useSite } from '../site-context.tsx'
import { cn } from './cn.ts'

/** An icon named in site/. Only the icons a page uses are in its bundle (see build/site-plugin.ts). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = useSite().icons[name]
  if (!Component) throw new Error(`Icon "${name}" was not bundled for this page; it must be named in site/ data`)
  return <Component aria-hidden="true" focusable="false" className={cn('size-5 shrink-0', className)} />
}
