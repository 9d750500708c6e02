// Links are safe by construction. A link an editor writes (a `to:`, a link in prose) may go only to a
// page of this site (/contact), a section (#faq), https://…, mailto: or tel:; an address of another
// site that a page shows or names (an embed's `src`, the portal, calendar and map addresses) only to
// https://…. Anything else (javascript:, data:, vbscript:, a file: path…) could run code or show
// something that is not the firm's, so it is refused, and http:// keeps its own message.
//
// The check looks at the link as the page will have it, after its {{references}} are filled in, and
// reads the scheme as a browser would: HTML entities decoded (by the `entities` package, the decoder
// of the HTML parsers), tabs and line breaks anywhere dropped, spaces and control characters in front
// dropped, upper or lower case alike. What is allowed is decided on the text as written, so a link
// the browser might read differently from the way it looks is refused too.
import { decodeHTML } from 'entities/decode'
import { messages } from './messages.ts'
import { lookup, referencePattern, resolveText } from './references.ts'
import type { DataPath } from './source-file.ts'

/** `link`: a page, a #section, https:, mailto: or tel:. `web`: another site's page, https: only. */
export type LinkKind = 'link' | 'web'

/**
 * Every field of site/ that holds a link, by its name, and what it may hold. schema/safe-links.test.ts
 * checks that every field of the schema written as an address is here.
 */
export const linkFields: Record<string, LinkKind> = {
  to: 'link',
  src: 'web',
  mapUrl: 'web',
  portalUrl: 'web',
  calendarUrl: 'web',
}

/** Which kind of link the value at `path` is, if it is one. */
export function linkKindAt(path: DataPath): LinkKind | undefined {
  const field = path.at(-1)
  return typeof field === 'string' && Object.hasOwn(linkFields, field) ? linkFields[field] : undefined
}

const allowed: Record<LinkKind, RegExp> = {
  link: /^(https:|mailto:|tel:|\/|#)/i,
  web: /^https:/i,
}

// Entities inside entities (&amp;#106;) are decoded again, a few times at most.
function decoded(text: string): string {
  for (let i = 0; i < 4; i++) {
    const next = decodeHTML(text)
    if (next === text) break
    text = next
  }
  return text
}

/** The scheme a browser would read at the start of `target`, in lower case (`javascript`), if any. */
export function schemeOf(target: string): string | undefined {
  // The URL standard removes tabs and line breaks anywhere and C0 controls and spaces in front.
  const text = decoded(target)
    .replace(/[\t\n\r]/g, '')
    .replace(/^[\u0000-\u0020]+/, '')
  return /^([a-z][a-z\d+.-]*):/i.exec(text)?.[1].toLowerCase()
}

/** The target as a message shows it: control characters written out, a long data: address cut. */
function shown(target: string): string {
  const visible = target.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  const chars = [...visible]
  return chars.length > 80 ? `${chars.slice(0, 79).join('')}…` : visible
}

/** What is wrong with a link that, references filled in, is `target`; undefined when it is safe. */
export function targetProblem(target: string, kind: LinkKind): string | undefined {
  const scheme = schemeOf(target)
  if (scheme === 'http') return messages.insecureLink(target)
  if (allowed[kind].test(target)) return undefined
  return kind === 'web' ? messages.unsafeAddress(shown(target), scheme) : messages.unsafeLink(shown(target), scheme)
}

/**
 * What is wrong with the link written as `raw` once its references are filled in from `facts`;
 * undefined when it is safe, or when one of its references is unknown (that has a message of its own).
 */
export function linkProblem(raw: string, facts: unknown, kind: LinkKind): string | undefined {
  for (const [, reference] of raw.matchAll(referencePattern)) if ('error' in lookup(facts, reference)) return undefined
  return targetProblem(resolveText(raw, facts), kind)
}
