// Pain points: each card states the client's problem and, below it, how the firm solves it.
import type { ChallengesSection } from '../../../schema/generated/site-types.ts'
import { Card, CardIcon } from '../../ui/Card.tsx'
import { Grid } from '../../ui/Grid.tsx'
import { Icon } from '../../ui/Icon.tsx'
import { SectionShell } from '../../ui/SectionShell.tsx'

export default function Challenges(section: ChallengesSection) {
  const { items, problemLabel, solutionLabel } = section
  return (
    <SectionShell {...section}>
      <Grid columns={items.length % 3 === 0 ? 3 : 2} className={items.length % 3 === 0 ? undefined : 'mx-auto max-w-5xl'}>
        {items.map((item) => (
          <Card as="li" key={item.problem} className="flex flex-col">
            <div className="flex items-start gap-4">
              {item.icon && <CardIcon name={item.icon} className="size-11" />}
              <div className="min-w-0">
                {problemLabel && <p className="text-xs font-semibold tracking-wide text-rose-700 uppercase">{problemLabel}</p>}
                <h3 className="mt-1 text-base leading-relaxed font-semibold break-words text-slate-900">{item.problem}</h3>
              </div>
            </div>
            <div className="mt-6 flex flex-1 gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
              <Icon name="check" className="mt-0.5 size-5 text-emerald-700" />
              <div className="min-w-0">
                {solutionLabel && <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{solutionLabel}</p>}
                <p className="mt-1 leading-relaxed break-words text-slate-700">{item.solution}</p>
              </div>
            </div>
          </Card>
        ))}
      </Grid>
    </SectionShell>
  )
}
