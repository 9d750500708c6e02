// Puts a rendered route into the HTML template. React 19 emits the tags it hoists (<title>, <meta>,
// <link>) at the start of a rendered root; they belong in <head>, so they are moved there.
const hoisted = /^(?:<(?:title)[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/

export function composePage(template: string, rendered: { html: string; jsonLd: string; preloads: string[] }): string {
  const head = hoisted.exec(rendered.html)?.[0] ?? ''
  const body = rendered.html.slice(head.length)
  return template
    .replace('<!--head-->', head + rendered.jsonLd)
    .replace('</head>', `${rendered.preloads.join('')}</head>`)
    .replace('<!--app-->', body)
}
