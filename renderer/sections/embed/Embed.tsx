// Another site's page in a frame (the booking calendar), full width at the height given in the data.
import type { EmbedSection } from '../../../schema/generated/site-types.ts'
import { SectionShell } from '../../ui/SectionShell.tsx'

export default function Embed(section: EmbedSection) {
  return (
    <SectionShell {...section}>
      <iframe
        src={section.src}
        title={section.title}
        style={{ height: section.height }}
        className="block w-full rounded-2xl border border-slate-200 bg-white shadow-sm"
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </SectionShell>
  )
}
