import type { Icon as SiteIconName } from '../../schema/generated/site-types.ts'
import { useSite } from '../site-context.tsx'
import { cn } from './cn.ts'
import type { ComponentIconName } from './component-icons.ts'

export type IconName = SiteIconName | ComponentIconName

export const iconId = (name: string) => `icon-${name}`

/**
 * An icon: a reference to its drawing in the page's sprite (IconSprite.tsx). Each drawing is in the
 * page once however often it is shown, which halves what the browser lays out and paints for icons.
 * Only the icons a page uses are in its bundle (see build/site-plugin.ts).
 */
export function Icon({ name, className, filled = false }: { name: IconName; className?: string; filled?: boolean }) {
  if (!useSite().icons[name]) throw new Error(`Icon "${name}" was not bundled for this page; it must be named in site/ data or in ui/component-icons.ts`)
  const sized = /(^|\s)size-/.test(className ?? '')
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn(!sized && 'size-5', 'shrink-0', className)}
    >
      <use href={`#${iconId(name)}`} />
    </svg>
  )
}
