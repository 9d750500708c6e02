// A tooltip for icon-only buttons: it shows the button's label after 700 ms of hover or focus, and at
// once when another tooltip closed less than 300 ms before (moving along a row of buttons).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { cn } from './cn.ts'

const TOOLTIP_DELAY_MS = 700
const TOOLTIP_SKIP_DELAY_MS = 300
let lastClosedAt = -Infinity

export function Tooltip({ label, children, side = 'top' }: { label: string; children: ReactNode; side?: 'top' | 'left' }) {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const id = useId()
  const show = () => {
    clearTimeout(timer.current)
    const skip = performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS
    timer.current = setTimeout(() => setOpen(true), skip ? 0 : TOOLTIP_DELAY_MS)
  }
  const hide = () => {
    clearTimeout(timer.current)
    // Read the state as it is now (not in an updater, which React runs later), so the next tooltip
    // knows at once that this one just closed.
    if (open) lastClosedAt = performance.now()
    setOpen(false)
  }
  useEffect(() => () => clearTimeout(timer.current), [])
  return (
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(e) => e.key === 'Escape' && hide()}
    >
      {children}
      {open && (
        <span
          id={id}
          role="tooltip"
          className={cn(
            'pointer-events-none absolute z-50 whitespace-nowrap rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg',
            side === 'top' ? 'bottom-full left-1/2 mb-2 -translate-x-1/2' : 'right-full top-1/2 mr-2 -translate-y-1/2',
          )}
        >
          {label}
        </span>
      )}
    </span>
  )
}
