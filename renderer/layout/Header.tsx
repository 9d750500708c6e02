// The sticky header: logo, menu, Client Login and Book Appointment. Below the large breakpoint the
// menu collapses behind a toggle; choosing a link closes the menu and every group in it. Labels are
// the editors' and may grow: the logo, menu entries and buttons wrap rather than push the page wider.
import { useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useSite } from '../site-context.tsx'
import { ActionLink } from '../ui/ActionLink.tsx'
import { buttonClass } from '../ui/button.ts'
import { cn } from '../ui/cn.ts'
import { Icon } from '../ui/Icon.tsx'
import { NavTree } from './NavTree.tsx'

export function Header() {
  const { header } = useSite().config
  const [mobileOpen, setMobileOpen] = useState(false)
  const [resetKey, setResetKey] = useState(0)
  const { pathname } = useLocation()
  const closeAll = () => {
    setMobileOpen(false)
    setResetKey((k) => k + 1)
  }

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          aria-label={header.logoLabel}
          onClick={closeAll}
          className="flex min-h-11 min-w-0 items-center text-lg leading-tight font-extrabold tracking-tight text-brand-900"
        >
          {header.logo}
        </Link>
        <nav aria-label={header.logo} className="hidden xl:block" key={`bar-${pathname}`}>
          <NavTree items={header.menu} onNavigate={closeAll} resetKey={resetKey} mode="bar" />
        </nav>
        <div className="hidden items-center gap-2 xl:flex">
          {header.actions.map((action) => (
            <ActionLink key={action.label} action={action} className="text-center leading-tight" />
          ))}
        </div>
        <button
          type="button"
          className={cn(buttonClass({ variant: 'ghost', size: 'icon' }), 'xl:hidden')}
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? header.closeMenuLabel : header.openMenuLabel}
          onClick={() => (mobileOpen ? closeAll() : setMobileOpen(true))}
        >
          <Icon name={mobileOpen ? 'x' : 'menu'} className="size-6" />
        </button>
      </div>
      <nav
        id="mobile-menu"
        aria-label={header.logo}
        hidden={!mobileOpen}
        className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 xl:hidden"
      >
        <NavTree items={header.menu} onNavigate={closeAll} resetKey={resetKey} mode="mobile" />
        <div className="mt-4 grid gap-2">
          {header.actions.map((action) => (
            <ActionLink key={action.label} action={action} onNavigate={closeAll} />
          ))}
        </div>
      </nav>
    </header>
  )
}
