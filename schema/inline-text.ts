// Links and emphasis in prose: paragraphs and bullets of rich-text sections accept Markdown's inline
// links, bold and italic ([words](/contact), **bold**, *italic*). The `marked` package reads them; its
// tokens become plain data the renderer turns into elements, so no HTML is ever injected: anything
// else Markdown would make (HTML tags, code) stays the text that was typed.
import { Lexer, type Token } from 'marked'
import type { Page, Section } from './generated/site-types.ts'

export type Inline = string | { strong: Inline[] } | { em: Inline[] } | { link: string; children: Inline[] }
/** A paragraph or bullet: the text as written in site/, or, once loaded, its parts. */
export type InlineText = string | Inline[]

// Without GFM, a bare address in the text stays text: a link is always written on purpose.
const lexer = () => new Lexer({ gfm: false })

function toInline(tokens: Token[]): Inline[] {
  const parts: Inline[] = []
  for (const token of tokens) {
    const children = 'tokens' in token && token.tokens ? toInline(token.tokens) : [token.raw]
    const part: Inline =
      token.type === 'strong'
        ? { strong: children }
        : token.type === 'em'
          ? { em: children }
          : token.type === 'link'
            ? { link: token.href, children }
            : token.type === 'text' || token.type === 'escape'
              ? token.text
              : token.raw
    // Neighbouring text joins into one string, so plain text stays one string.
    if (typeof part === 'string' && typeof parts.at(-1) === 'string') parts[parts.length - 1] += part
    else parts.push(part)
  }
  return parts
}

export function parseInline(text: string): Inline[] {
  return toInline(lexer().inlineTokens(text))
}

/** The targets of the links written in a text, for the same checks as every other link. */
export function inlineLinks(text: string): string[] {
  const targets: string[] = []
  const visit = (parts: Inline[]) =>
    parts.forEach((part) => {
      if (typeof part === 'string') return
      if ('link' in part) targets.push(part.link)
      visit('link' in part ? part.children : 'strong' in part ? part.strong : part.em)
    })
  visit(parseInline(text))
  return targets
}

/** Whether the value at this path of a page is a paragraph or bullet that may hold links and emphasis. */
export const isInlineTextPath = (path: (string | number)[]) => {
  const field = path.at(-2)
  return (field === 'paragraphs' || field === 'bullets') && path.includes('blocks')
}

type NonEmpty<T> = [T, ...T[]]
// The schema's lists have at least one item; so have their copies.
const mapList = <T, U>(items: NonEmpty<T>, f: (item: T) => U) => items.map(f) as NonEmpty<U>
const read = (text: InlineText) => (typeof text === 'string' ? parseInline(text) : text)

const parseSection = (section: Section): Section =>
  section.type !== 'rich-text'
    ? section
    : {
        ...section,
        blocks: mapList(section.blocks, (block) => ({
          ...block,
          paragraphs: block.paragraphs && mapList(block.paragraphs, read),
          bullets: block.bullets && mapList(block.bullets, read),
        })),
      }

/** The page with its prose read into parts, once its references are resolved. */
export const withInlineText = (page: Page): Page => ({ ...page, sections: mapList(page.sections, parseSection) })
