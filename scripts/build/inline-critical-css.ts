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
  // beasties marks the document it worked on; the mark means nothing to a browser.
  return async (html: string) => (await beasties.process(html)).replace(' data-beasties-container', '')
}
