import { useStrings } from '../site-context.tsx'
import { Icon } from './Icon.tsx'

/** A star rating out of five, read out as one phrase ("Rated 5 out of 5"). */
export function Stars({ rating = 5 }: { rating?: number }) {
  const label = useStrings().rating.replace('{n}', String(rating))
  return (
    <div role="img" aria-label={label} className="flex gap-0.5 text-amber-500">
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon key={n} name="star" className="size-4" filled={n <= rating} />
      ))}
    </div>
  )
}
