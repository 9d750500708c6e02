// Feature bullets with check marks, as on service cards and pricing plans.
import { cn } from './cn.ts'
import { Icon } from './Icon.tsx'

export function FeatureList({ features, className }: { features: string[]; className?: string }) {
  return (
    <ul role="list" className={cn('grid gap-2.5 text-sm text-slate-700', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-2.5">
          <Icon name="check" className="mt-0.5 size-4 text-emerald-600" />
          <span className="min-w-0 break-words">{feature}</span>
        </li>
      ))}
    </ul>
  )
}
