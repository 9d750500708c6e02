// Ways to reach the firm (phone, fax, email, address, hours) as a list of labelled cards, then buttons.
import type { ContactItem, ContactSection } from '../../../schema/generated/site-types.ts'
import { ActionLink } from '../../ui/ActionLink.tsx'
import { Card, CardIcon } from '../../ui/Card.tsx'
import { cn } from '../../ui/cn.ts'
import { SectionShell } from '../../ui/SectionShell.tsx'

/** Contact items as a list of labelled cards; an item with a link shows its lines as that link. */
export function ContactList({ items, className }: { items: readonly ContactItem[]; className?: string }) {
  return (
    <ul role="list" className={cn('grid gap-4 sm:grid-cols-2 sm:gap-6', className)}>
      {items.map(({ icon, label, lines, link }) => {
        const text = lines.map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))
        return (
          <Card as="li" key={label} padding="snug" className="flex gap-4">
            {icon && <CardIcon name={icon} className="size-11" />}
            <div className="min-w-0">
              <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{label}</p>
              <div className="mt-1 text-base font-medium wrap-anywhere text-slate-900">
                {link ? (
                  <ActionLink action={link} className="flex-col! items-start! gap-0! text-left! text-base! font-medium!">
                    {text}
                  </ActionLink>
                ) : (
                  text
                )}
              </div>
            </div>
          </Card>
        )
      })}
    </ul>
  )
}

export default function Contact(section: ContactSection) {
  return (
    <SectionShell {...section}>
      <ContactList items={section.items} className="lg:grid-cols-3" />
      {section.actions && (
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
          {section.actions.map((action) => (
            <ActionLink key={action.label + action.to} action={action} />
          ))}
        </div>
      )}
    </SectionShell>
  )
}
