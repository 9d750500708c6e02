// Puts the CSS a page uses into the page itself (beasties), so the first paint needs no stylesheet
// request; the full stylesheet moves to the end of the body for the pages visited next.
import BeastiesModule from 'beasties'

// beasties' types read as CommonJS under NodeNext, though Node loads its ES module, whose default
// export is the class itself.
const Beasties = BeastiesModule as unknown as typeof BeastiesModule.default

export function criticalCssInliner(clientDir: string) {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    inlineFonts: false,
    keyframes: 'critical',
    compress: false,
    logLevel: 'warn',
  })
  // beasties marks the document it worked on; the mark means nothing to a browser. The full
  // stylesheet is only for pages visited next, so it loads as print-only (never blocking the paint)
  // and the client switches it on once the page is hydrated (renderer/entry-client.tsx).
  return async (html: string) => (await beasties.process(html))
    .replace(' data-beasties-container', '')
    .replace(/<link rel="stylesheet"([^>]*)>(?=[^]*<\/body>)/g, '<link rel="stylesheet" media="print" data-full-stylesheet$1>')
}
