// A responsive grid of cards: one column on phones, up to `columns` on wide screens. Once the page
// is interactive, cards below the fold fade in as they scroll into view, each 0.1 s after the one
// before it; cards already on screen, and every card without JavaScript, are simply there.
import { Children, cloneElement, isValidElement, useEffect, useRef, type CSSProperties, type ReactElement, type ReactNode } from 'react'
import { cn } from './cn.ts'

const STAGGER_MS = 100

const columnClasses = {
  1: 'grid-cols-1',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

function useReveal() {
  const ref = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const list = ref.current
    if (!list || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    // The observer's first report says where the list is, without forcing a layout in the middle of
    // hydration: a list on screen or above it stays as it is; one below waits hidden until it scrolls in.
    let first = true
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        const below = entry.boundingClientRect.top >= (entry.rootBounds?.height ?? window.innerHeight)
        if (first && !below) return observer.disconnect()
        if (first) list.dataset.reveal = 'waiting'
        first = false
        if (!entry.isIntersecting) return
        list.dataset.reveal = 'shown'
        observer.disconnect()
      },
      { rootMargin: '0px 0px -10% 0px' },
    )
    observer.observe(list)
    return () => observer.disconnect()
  }, [])
  return ref
}

export function Grid({ columns = 3, children, className }: { columns?: keyof typeof columnClasses; children: ReactNode; className?: string }) {
  const ref = useReveal()
  const items = Children.map(children, (child, index) =>
    isValidElement(child)
      ? cloneElement(child as ReactElement<{ style?: CSSProperties }>, { style: { '--reveal-delay': `${index * STAGGER_MS}ms` } as CSSProperties })
      : child,
  )
  return (
    <ul ref={ref} role="list" className={cn('reveal grid gap-6', columnClasses[columns], className)}>
      {items}
    </ul>
  )
}
