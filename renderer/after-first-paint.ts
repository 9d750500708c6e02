// The one inline script of every prerendered page. It starts loading the page's modules (the entry
// first, then the chunks the route needs, as modulepreloads) and its data (renderer/page-data.ts, as
// a preload the entry's fetch then takes) only once the browser has painted the page. On a slow phone
// the prerendered HTML is the page the visitor reads; fetching and running ~90 KB of JavaScript before
// its first paint would only hold that paint up (Lighthouse counts scripts that start before it as
// render-blocking). A page opened in a background tab is never
// painted until shown, so it loads at once; a browser without paint timing waits for one frame.
import { createHash } from 'node:crypto'
import { pageDataAttribute } from './page-data.ts'

const afterFirstPaintScript = `(() => {
  const { modules, ${pageDataAttribute} } = document.currentScript.dataset
  const [entry, ...chunks] = JSON.parse(modules)
  let started = false
  const load = () => {
    if (started) return
    started = true
    document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'fetch', href: ${pageDataAttribute}, crossOrigin: '' }))
    for (const href of chunks) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }))
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: entry, crossOrigin: '' }))
  }
  if (document.visibilityState === 'hidden') load()
  else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) new PerformanceObserver((paints) => { if (paints.getEntriesByName('first-contentful-paint').length) load() }).observe({ type: 'paint', buffered: true })
  else requestAnimationFrame(() => setTimeout(load))
})()`

/** The script's hash for the Content-Security-Policy, which allows no other inline script. */
export const afterFirstPaintScriptHash = `'sha256-${createHash('sha256').update(afterFirstPaintScript).digest('base64')}'`

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/** The script tag that loads `modules` (the entry first) and the page's data (its URL) after the first paint. */
export function afterFirstPaintTag(modules: string[], data: string): string {
  return `<script data-modules="${escapeAttribute(JSON.stringify(modules))}" data-${pageDataAttribute}="${escapeAttribute(data)}">${afterFirstPaintScript}</script>`
}
