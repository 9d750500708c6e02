// A thin brand strip at the very top of a page: one sentence and an optional link (e.g. the phone number).
import type { BannerSection } from '../../../schema/generated/site-types.ts'
import { ActionLink } from '../../ui/ActionLink.tsx'
import { cn } from '../../ui/cn.ts'

export default function Banner({ id, text, link }: BannerSection) {
  const asText = (link?.variant ?? 'link') === 'link'
  return (
    <div id={id} className="scroll-mt-24 bg-brand-950 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-2 text-center text-sm sm:px-6 lg:px-8">
        <p className="min-w-0 break-words text-brand-100">{text}</p>
        {link && (
          <ActionLink
            action={{ ...link, variant: link.variant ?? 'link' }}
            className={cn(
              'min-h-9! py-1!',
              asText
                ? 'font-semibold text-white! underline decoration-white/50 underline-offset-4 hover:decoration-white focus-visible:outline-white!'
                : 'px-4!',
            )}
          />
        )}
      </div>
    </div>
  )
}
