// The header's menu entries, for the desktop bar and the mobile menu alike. A group is a native
// <details> disclosure: it works with the keyboard, announces its state, and opens without JavaScript.
// Each group opens and closes on its own; choosing a link closes the whole menu.
import { useEffect, useRef, useState } from 'react'
import { NavLink } from 'react-router-dom'
import type { NavItem } from '../../schema/generated/site-types.ts'
import { cn } from '../ui/cn.ts'
import { Icon } from '../ui/Icon.tsx'

interface TreeProps {
  items: NavItem[]
  /** Called when a link is chosen, so every open group and the mobile menu close. */
  onNavigate: () => void
  /** Changes whenever the menu is closed, which collapses every group. */
  resetKey: number
  mode: 'bar' | 'mobile'
  level?: number
}

export function NavTree({ items, onNavigate, resetKey, mode, level = 0 }: TreeProps) {
  return (
    <ul
      role="list"
      className={cn(
        mode === 'bar' && level === 0 ? 'flex items-center gap-1' : 'space-y-1',
        level > 0 && mode === 'mobile' && 'ml-3 border-l border-slate-200 pl-3',
      )}
    >
      {items.map((item) => (
        <li key={item.label} className="relative">
          {item.children ? (
            <NavGroup item={item} onNavigate={onNavigate} resetKey={resetKey} mode={mode} level={level} />
          ) : (
            <NavLink
              to={item.to!}
              end
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-800',
                  isActive ? 'text-brand-700' : 'text-slate-700',
                )
              }
            >
              {item.label}
              {item.badge && (
                <span className="shrink-0 whitespace-nowrap rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-slate-900">{item.badge}</span>
              )}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  )
}

function NavGroup({ item, onNavigate, resetKey, mode, level = 0 }: Omit<TreeProps, 'items'> & { item: NavItem }) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDetailsElement>(null)
  useEffect(() => setOpen(false), [resetKey])
  useEffect(() => {
    if (!open || mode !== 'bar' || level > 0) return
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) {
        setOpen(false)
        if (event instanceof KeyboardEvent) ref.current?.querySelector('summary')?.focus()
      }
    }
    document.addEventListener('pointerdown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('pointerdown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open, mode, level])

  const floating = mode === 'bar' && level === 0
  return (
    <details ref={ref} open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="group/nav">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
        {item.label}
        <Icon name="chevron-down" className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
      </summary>
      <div
        className={cn(
          floating ? 'absolute left-0 top-full z-50 mt-2 max-h-[75vh] w-72 overflow-y-auto rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200' : 'mt-1',
        )}
      >
        <NavTree items={item.children!} onNavigate={onNavigate} resetKey={resetKey} mode={mode} level={level + 1} />
      </div>
    </details>
  )
}
