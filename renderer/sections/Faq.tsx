// Questions and answers that open and close. Closed answers stay in the HTML (hidden with CSS), so they
// read without JavaScript in search results and the prerendered page.
import * as Accordion from '@radix-ui/react-accordion'
import ChevronDown from 'lucide-react/icons/chevron-down'
import type { FaqSection } from '../../schema/generated/site-types.ts'
import { SectionShell } from '../ui/SectionShell.tsx'

export default function Faq(section: FaqSection) {
  const items = section.items.map((item, index) => (
    <Accordion.Item
      key={item.question}
      value={`item-${index}`}
      className="rounded-xl bg-white text-slate-800 shadow-sm ring-1 ring-slate-200"
    >
      <Accordion.Header className="text-base font-semibold text-slate-900 sm:text-lg">
        <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:px-6 sm:py-5">
          <span className="min-w-0 break-words">{item.question}</span>
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-brand-700 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
          />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content forceMount className="px-5 pb-5 leading-relaxed text-slate-600 in-[.js]:data-[state=closed]:hidden sm:px-6">
        <p className="break-words">{item.answer}</p>
      </Accordion.Content>
    </Accordion.Item>
  ))
  const className = 'mx-auto max-w-3xl space-y-3'
  return (
    <SectionShell {...section}>
      {section.singleOpen ? (
        <Accordion.Root type="single" collapsible className={className}>{items}</Accordion.Root>
      ) : (
        <Accordion.Root type="multiple" className={className}>{items}</Accordion.Root>
      )}
    </SectionShell>
  )
}
