// Puts the CSS a page uses into the page itself (beasties), so the first paint needs no stylesheet
// request; the full stylesheet moves to the end of the body for the pages visited next. Step 1 of the
// first-paint mechanism that renderer/first-paint.ts explains.
import BeastiesModule from 'beasties'
import { fullStylesheetAttribute } from '../../renderer/first-paint.ts'

// beasties' types read as CommonJS under NodeNext, though Node loads its ES module, whose default
// export is the class itself.
const Beasties = BeastiesModule as unknown as typeof BeastiesModule.default
// Every page links the same stylesheet: it is read once, not once a page.
class OneReadBeasties extends Beasties {
  private readonly files = new Map<string, Promise<string>>()
  override readFile(filename: string): Promise<string> {
    const file = this.files.get(filename) ?? Promise.resolve(super.readFile(filename))
    this.files.set(filename, file)
    return file
  }
}

// The page cache (page-outputs.ts) keeps the result: a page that did not change is not inlined again.
export function criticalCssInliner(clientDir: string): (html: string) => Promise<string> {
  const beasties = new OneReadBeasties({
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
  // and the client switches it on once the page is hydrated (renderer/first-paint.ts).
  const inline = async (html: string) =>
    (await beasties.process(html))
      .replace(' data-beasties-container', '')
      .replace(/<link rel="stylesheet"([^>]*)>(?=[^]*<\/body>)/g, `<link rel="stylesheet" media="print" ${fullStylesheetAttribute}$1>`)
  return inline
}
