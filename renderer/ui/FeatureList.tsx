// Feature bullets with check marks, as on service cards and pricing plans.
import Check from 'lucide-react/icons/check'
import { cn } from './cn.ts'

export function FeatureList({ features, className }: { features: string[]; className?: string }) {
  return (
    <ul role="list" className={cn('grid gap-2.5 text-sm text-slate-700', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-2.5">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          <span className="min-w-0 break-words">{feature}</span>
        </li>
      ))}
    </ul>
  )
}
