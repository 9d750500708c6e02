// Prose for stories and legal pages: the heading, an optional "last updated" line, then blocks of
// paragraphs and bullets (with links and emphasis) at a readable width.
import type { RichTextSection } from '../../../schema/generated/site-types.ts'
import { cn } from '../../ui/cn.ts'
import { InlineText } from '../../ui/InlineText.tsx'
import { SectionShell } from '../../ui/SectionShell.tsx'
import { useOnDark } from '../../ui/tone.ts'

export default function RichText(section: RichTextSection) {
  return (
    <SectionShell {...section} align="left">
      <Body {...section} />
    </SectionShell>
  )
}

function Body(section: RichTextSection) {
  const dark = useOnDark()
  const hasHeader = Boolean(section.eyebrow || section.heading || section.intro)
  const body = dark ? 'text-brand-100' : 'text-slate-700'
  return (
    <>
      {section.updated && <p className={cn('text-sm', dark ? 'text-brand-100' : 'text-slate-600', hasHeader ? '-mt-6 mb-10' : 'mb-8')}>{section.updated}</p>}
      <div className="max-w-3xl space-y-10">
        {section.blocks.map((block, index) => (
          <div key={block.heading ?? index} className="min-w-0 break-words">
            {block.heading && <h3 className={cn('mb-4 text-xl font-semibold sm:text-2xl', !dark && 'text-slate-900')}>{block.heading}</h3>}
            {block.paragraphs?.map((paragraph, i) => (
              <p key={i} className={cn('mt-4 text-base leading-7 first:mt-0 sm:text-lg sm:leading-8', body)}>
                <InlineText text={paragraph} />
              </p>
            ))}
            {block.bullets && (
              <ul className={cn('mt-4 list-disc space-y-2 pl-6 leading-7 first:mt-0', body, dark ? 'marker:text-brand-200' : 'marker:text-brand-600')}>
                {block.bullets.map((bullet, i) => (
                  <li key={i}>
                    <InlineText text={bullet} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </>
  )
}
