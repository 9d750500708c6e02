// A link from site/ data (an Action), shown as a button or a text link in the colours of the section's
// tone (ui/button.ts). Page paths use the router, #anchors scroll smoothly within the page, and other
// sites open in a new tab with a spoken hint.
import type { MouseEvent, ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { Action } from '../../schema/generated/site-types.ts'
import { useStrings } from '../site-context.tsx'
import { buttonClass } from './button.ts'
import { cn } from './cn.ts'
import { Icon } from './Icon.tsx'
import { scrollToAnchor } from './scroll.ts'
import { useOnDark } from './tone.ts'

const isExternal = (to: string) => /^https?:\/\//.test(to)

// A link inside a sentence keeps the sentence's size and colour, and is told apart by its underline.
const inText =
  'rounded-sm font-medium underline underline-offset-4 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500'

export function ActionLink({
  action,
  className,
  children,
  onNavigate,
  inline,
}: {
  action: Action
  className?: string
  children?: ReactNode
  onNavigate?: () => void
  /** Shown as a link within running text rather than as a button or a standalone link. */
  inline?: boolean
}) {
  const strings = useStrings()
  const dark = useOnDark()
  const classes = inline ? cn(inText, className) : cn(buttonClass({ variant: action.variant, dark }), className)
  const content = (
    <>
      {action.icon && <Icon name={action.icon} className="size-4" />}
      {children ?? action.label}
    </>
  )
  const { to } = action
  if (to.startsWith('/')) {
    return (
      <Link to={to} className={classes} onClick={onNavigate}>
        {content}
      </Link>
    )
  }
  if (to.startsWith('#')) {
    const onClick = (event: MouseEvent) => {
      if (scrollToAnchor(to.slice(1))) event.preventDefault()
      onNavigate?.()
    }
    return (
      <a href={to} className={classes} onClick={onClick}>
        {content}
      </a>
    )
  }
  const newTab = isExternal(to) && action.newTab !== false
  return (
    <a href={to} className={classes} onClick={onNavigate} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {content}
      {newTab && <span className="sr-only">{` ${strings.newTab}`}</span>}
    </a>
  )
}
