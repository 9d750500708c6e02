// The page carries the CSS it needs inline; the full stylesheet, for what the visitor sees next, was
// loaded as print-only so it never held up the first paint (scripts/build/inline-critical-css.ts).
// Applying it restyles the whole page, a long task on a slow phone, so it is done once the browser is
// idle after hydration, or at the first route change if that comes sooner.
export function applyFullStylesheet() {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-full-stylesheet]')) link.media = 'all'
}
