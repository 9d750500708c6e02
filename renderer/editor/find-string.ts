// Which string of site/ a clicked element shows: the nearest element (the click's target or one of
// its parents) whose whole text is a string of this page's file or of the files every page shares.
// The page's own file is tried first, so a page's heading is not taken for a same-worded menu entry.
import type { SiteString } from './editor-api.ts'

const normal = (text: string) => text.replace(/\s+/g, ' ').trim()

export function findString(target: Element, strings: SiteString[], pageFile: string | undefined, stopAt: Element): { element: HTMLElement; string: SiteString } | undefined {
  const rank = (s: SiteString) => (s.file === pageFile ? 0 : s.file.startsWith('pages/') ? 2 : 1)
  const candidates = strings.filter((s) => rank(s) < 2 && normal(s.shown)).sort((a, b) => rank(a) - rank(b))
  for (let element: Element | null = target, depth = 0; element && element !== stopAt && depth < 4; element = element.parentElement, depth++) {
    const text = normal(element.textContent ?? '')
    if (!text) continue
    const string = candidates.find((s) => normal(s.shown) === text)
    if (string && element instanceof HTMLElement) return { element, string }
  }
  return undefined
}
