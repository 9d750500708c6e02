// How a page gets to its first paint quickly and becomes interactive without holding that paint up.
// On a slow phone the prerendered HTML is the page the visitor reads; everything else waits for it.
//
// 1. The build puts the CSS the page uses inline and moves the full stylesheet to the end of the body
//    as print-only, marked `data-full-stylesheet`, so the first paint needs no request but the HTML
//    (scripts/build/inline-critical-css.ts).
// 2. The page carries one inline script, `afterFirstPaintScript`, and no other: only once the browser
//    has painted, it starts loading the page's data (renderer/page-data.ts, as a preload the entry's
//    fetch then takes) and modules (the route's chunks as modulepreloads, then the entry's script).
//    Fetching and running ~90 KB of JavaScript before that paint would only hold it up (Lighthouse
//    counts scripts that start before it as render-blocking). It adds one tag a task, each after a
//    message to itself: every tag starts a request, and a dozen of them at once are a long task on a
//    slow phone. A page opened in a background tab is never painted until shown, so it loads at
//    once; a browser without paint timing waits for one frame. The build writes the tag and the
//    server allows exactly this script in its Content-Security-Policy, both by way of
//    renderer/after-first-paint.ts.
// 3. Hydration runs as a transition (renderer/entry-client.tsx), so React yields to the browser every
//    few milliseconds. Once the browser is idle after it (`onIdle`), the full stylesheet is applied.
//    Its rules reach every element, so the browser restyles every element it has rendered: thanks to
//    step 5 that is the header, the first section and the footer, not the whole page; the sections
//    further down take the rules when they first come near the viewport. A route change applies it
//    at once, before the next page paints, since that page may need rules only the full stylesheet
//    has (renderer/layout/ScrollOnNavigate.tsx).
// 4. Parts nothing on the first screen depends on (the toast library, the testimonials and the query
//    library that fetches them) render only once the browser is idle after hydration, as a transition
//    (renderer/ui/WhenIdle.tsx, the React face of `onIdle`).
// 5. Every section past the first one is styled, laid out and painted only near the viewport
//    (content-visibility in renderer/styles.css) and stands at an estimated height until then, so a
//    scroll to a section first renders them all (`renderEverySection`) to land where it aims. The
//    icon sprite is never styled at all (renderer/ui/IconSprite.tsx).
//
// This module imports nothing but page-data.ts (which imports nothing): the build and the server read
// the script and the attribute from it, and they must not load a second copy of React beside the one
// the prerender bundle carries.

import { pageDataAttribute } from './page-data.ts'

/** Source text of the page's one inline script (step 2); the build and the server use it as text. */
export const afterFirstPaintScript = `(() => {
  const { modules, ${pageDataAttribute} } = document.currentScript.dataset
  const [entry, ...chunks] = JSON.parse(modules)
  const link = (rel, href, as) => Object.assign(document.createElement('link'), { rel, href, crossOrigin: '', ...(as && { as }) })
  const tags = [link('preload', ${pageDataAttribute}, 'fetch'), ...chunks.map((href) => link('modulepreload', href)), Object.assign(document.createElement('script'), { type: 'module', src: entry, crossOrigin: '' })]
  let started = false
  const load = () => {
    if (started) return
    started = true
    const tasks = new MessageChannel()
    tasks.port1.onmessage = () => {
      document.head.append(tags.shift())
      if (tags.length) tasks.port2.postMessage(0)
    }
    tasks.port2.postMessage(0)
  }
  if (document.visibilityState === 'hidden') load()
  else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) new PerformanceObserver((paints) => { if (paints.getEntriesByName('first-contentful-paint').length) load() }).observe({ type: 'paint', buffered: true })
  else requestAnimationFrame(() => setTimeout(load))
})()`

/** The attribute the build puts on the print-only full stylesheet (step 1). */
export const fullStylesheetAttribute = 'data-full-stylesheet'

/** Switches the full stylesheet on (step 3). */
export function applyFullStylesheet() {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${fullStylesheetAttribute}]`)) link.media = 'all'
}

// Runs `callback` once the browser is idle (at the latest after 2 s), and answers how to cancel it.
// Safari has no requestIdleCallback; a timer after the current work is the nearest it has.
export function onIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: 2000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(callback, 1)
  return () => clearTimeout(id)
}

/** Called once the page is hydrated: applies the full stylesheet when the browser is idle (step 3). Answers how to cancel. */
export function afterHydration(): () => void {
  return onIdle(applyFullStylesheet)
}

/** Renders every section at its real height, before a scroll to one of them (step 5). */
export function renderEverySection() {
  document.documentElement.dataset.renderAll = ''
}
