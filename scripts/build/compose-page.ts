// Puts a rendered route into the HTML template. React 19 emits the tags it hoists (<title>, <meta>,
// <link>) at the start of a rendered root; they belong in <head>, so they are moved there. Vite's
// module script and modulepreloads are replaced by one script that loads the route's modules and its
// data after the first paint (renderer/first-paint.ts, step 2).
import { afterFirstPaintTag } from '../../renderer/after-first-paint.ts'

const hoisted = /^(?:<(?:title)[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/
const viteScripts = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g

export function composePage(template: string, rendered: { html: string; jsonLd: string; modules: string[]; data: string }): string {
  const head = hoisted.exec(rendered.html)?.[0] ?? ''
  const body = rendered.html.slice(head.length)
  return template
    .replace(viteScripts, '')
    .replace('<!--head-->', head + rendered.jsonLd)
    .replace('<!--app-->', body)
    .replace('</body>', `${afterFirstPaintTag(rendered.modules, rendered.data)}</body>`)
}
