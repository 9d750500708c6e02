// Questions and answers that open and close, as native <details>: keyboard and screen-reader support
// come with the element, answers read without JavaScript, and search engines see them. With
// `singleOpen`, the items share a `name`, so the browser keeps one open at a time; an open one closes
// again when its question is chosen.
import { useId } from 'react'
import type { FaqSection } from '../../../schema/generated/site-types.ts'
import { SectionShell } from '../../ui/SectionShell.tsx'
import { Icon } from '../../ui/Icon.tsx'

export default function Faq(section: FaqSection) {
  const group = useId()
  return (
    <SectionShell {...section}>
      <div className="mx-auto max-w-3xl space-y-3">
        {section.items.map((item) => (
          <details
            key={item.question}
            name={section.singleOpen ? group : undefined}
            className="group rounded-xl bg-white text-slate-800 shadow-sm ring-1 ring-slate-200"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:px-6 sm:py-5 [&::-webkit-details-marker]:hidden">
              <h3 className="min-w-0 break-words text-base font-semibold text-slate-900 sm:text-lg">{item.question}</h3>
              <Icon
                name="chevron-down"
                className="size-5 text-brand-700 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="break-words px-5 pb-5 leading-relaxed text-slate-600 sm:px-6">{item.answer}</p>
          </details>
        ))}
      </div>
    </SectionShell>
  )
}
