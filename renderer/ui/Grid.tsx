import type { ReactNode } from 'react'
import { cn } from './cn.ts'

const columnClasses = {
  1: 'grid-cols-1',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

/** A responsive grid of cards: one column on phones, up to `columns` on wide screens. */
export function Grid({ columns = 3, children, className }: { columns?: keyof typeof columnClasses; children: ReactNode; className?: string }) {
  return <ul role="list" className={cn('grid gap-6', columnClasses[columns], className)}>{children}</ul>
}
