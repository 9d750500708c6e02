// Which string of site/ a clicked element shows, exactly: the nearest element (the click's target or one
// of its parents) whose whole text is a string of the part of the site that element is drawn from. A
// section's text is looked for in that section's data only, the header's and footer's in site.yaml's
// header and footer, so a menu entry, a footer entry, a page's title and a heading worded alike stay
// apart; what a section or the layout shows of site.yaml otherwise (the firm's name, shared words) is
// looked for in site.yaml. Where one part has the same words twice (a menu group and its first entry),
// the n-th element showing them is the n-th string, in the order both are written (the header draws
// its menu twice, for wide and narrow screens, in the same order).
import type { SiteString } from '../editor-api.ts'
import { factsFile, normal } from '../facts/fact-typing.ts'

interface Scope {
  region: Element
  holds: (s: SiteString) => boolean
}

const under = (s: SiteString, file: string, prefix: (string | number)[]) => s.file === file && prefix.every((key, i) => s.path[i] === key)

/** The parts of the site the target is drawn from, narrowest first. */
function scopesOf(target: Element, pageFile: string | undefined, stopAt: Element): Scope[] {
  const section = target.closest('[data-editor-section]')
  const layout = target.closest('header, footer')
  const own: Scope[] =
    section && pageFile
      ? [{ region: section, holds: (s) => under(s, pageFile, ['sections', Number(section.getAttribute('data-editor-section'))]) }]
      : layout
        ? [{ region: layout, holds: (s) => under(s, factsFile, [layout.localName]) }]
        : []
  // A section never shows the menu's or the footer's entries: words alike there are never its own.
  const shared = (s: SiteString) => s.file === factsFile && !(section && (under(s, factsFile, ['header']) || under(s, factsFile, ['footer'])))
  return [...own, { region: section ?? layout ?? stopAt, holds: shared }]
}

// The element itself, or its descendant that has the same text and nothing else.
function innermost(element: Element, text: string): Element {
  const child = [...element.children].find((c) => normal(c.textContent ?? '') === text)
  return child ? innermost(child, text) : element
}

function showing(region: Element, text: string): Element[] {
  return [...region.querySelectorAll('*')].filter((e) => normal(e.textContent ?? '') === text && innermost(e, text) === e)
}

export function findString(
  target: Element,
  strings: SiteString[],
  pageFile: string | undefined,
  stopAt: Element,
): { element: HTMLElement; string: SiteString } | undefined {
  for (const { region, holds } of scopesOf(target, pageFile, stopAt)) {
    const candidates = strings.filter((s) => holds(s) && normal(s.shown))
    for (let element: Element | null = target, depth = 0; element && element !== stopAt && depth < 4; element = element.parentElement, depth++) {
      const text = normal(element.textContent ?? '')
      if (!text) continue
      const same = candidates.filter((s) => normal(s.shown) === text)
      if (!same.length || !(element instanceof HTMLElement)) continue
      const position = Math.max(0, showing(region, text).indexOf(innermost(element, text)))
      return { element, string: same[position % same.length]! }
    }
  }
  return undefined
}
