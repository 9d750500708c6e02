// Team member cards: a square photo (its space kept before it loads), the name, the job title and a short bio.
import type { TeamSection } from '../../../schema/generated/site-types.ts'
import { Card } from '../../ui/Card.tsx'
import { Grid } from '../../ui/Grid.tsx'
import { teamPhoto } from '../../ui/image-slots.ts'
import { Picture } from '../../ui/Picture.tsx'
import { SectionShell } from '../../ui/SectionShell.tsx'

export default function Team(section: TeamSection) {
  return (
    <SectionShell {...section}>
      <Grid columns={3}>
        {section.members.map((member) => (
          <Card as="li" key={member.name} padding="none" className="flex flex-col overflow-hidden">
            <Picture path={member.image} alt={member.alt} slot={teamPhoto} className="aspect-square h-auto w-full bg-slate-100 object-cover" />
            <div className="p-6">
              <h3 className="text-lg font-semibold break-words text-slate-900">{member.name}</h3>
              <p className="mt-1 text-sm font-medium text-brand-700">{member.title}</p>
              <p className="mt-3 leading-relaxed text-slate-600">{member.description}</p>
            </div>
          </Card>
        ))}
      </Grid>
    </SectionShell>
  )
}
