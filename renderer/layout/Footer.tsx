import { useSite } from '../site-context.tsx'
import { ActionLink } from '../ui/ActionLink.tsx'
import { Icon } from '../ui/Icon.tsx'

export function Footer() {
  const { footer, header } = useSite().config
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.3fr_repeat(4,1fr)] lg:px-8">
        <div className="space-y-4">
          <p className="text-lg font-extrabold text-white">{header.logo}</p>
          <p className="text-sm leading-6">{footer.about}</p>
          {footer.contact?.map((item) => (
            <div key={item.label} className="flex items-start gap-2 text-sm">
              {item.icon && <Icon name={item.icon} className="mt-0.5 size-4 text-brand-300" />}
              <div>
                {item.link ? (
                  <ActionLink action={{ ...item.link, label: item.lines.join(' ') }} className="text-brand-100! hover:text-white!" />
                ) : (
                  item.lines.map((line) => <p key={line}>{line}</p>)
                )}
              </div>
            </div>
          ))}
          <ActionLink action={footer.portal} className="text-white" />
        </div>
        {footer.columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{column.heading}</h2>
            <ul role="list" className="mt-3 space-y-1">
              {column.links.map((link) => (
                <li key={link.to}>
                  <ActionLink action={{ variant: 'link', ...link }} className="min-h-8 text-sm font-normal text-brand-100! hover:text-white!" />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-brand-200 sm:px-6 lg:px-8">{footer.copyright}</p>
      </div>
    </footer>
  )
}
