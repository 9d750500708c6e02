// A paragraph's or bullet's parts (schema/inline-text.ts): text, bold, italic and links, as elements.
// Links go through ActionLink, so page paths use the router, #anchors scroll and other sites open in
// a new tab with a spoken hint, like every other link of the site.
import type { Inline, InlineText as Text } from '../../schema/inline-text.ts'
import { ActionLink } from './ActionLink.tsx'

function Part({ part }: { part: Inline }) {
  if (typeof part === 'string') return part
  if ('strong' in part)
    return (
      <strong className="font-semibold">
        <Parts parts={part.strong} />
      </strong>
    )
  if ('em' in part)
    return (
      <em>
        <Parts parts={part.em} />
      </em>
    )
  return (
    <ActionLink action={{ label: '', to: part.link, variant: 'link' }} inline>
      <Parts parts={part.children} />
    </ActionLink>
  )
}

function Parts({ parts }: { parts: Inline[] }) {
  return parts.map((part, i) => <Part key={i} part={part} />)
}

export function InlineText({ text }: { text: Text }) {
  return typeof text === 'string' ? text : <Parts parts={text} />
}
