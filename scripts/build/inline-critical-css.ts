// Puts the CSS a page uses into the page itself (beasties), so the first paint needs no stylesheet
// request; the full stylesheet moves to the end of the body for the pages visited next. Step 1 of the
// first-paint mechanism that renderer/first-paint.ts explains.
import BeastiesModule from 'beasties'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fullStylesheetAttribute } from '../../renderer/first-paint.ts'
import { projectRoot } from '../../schema/load-site.ts'
import { contentCache, defaultCacheRoot } from './content-cache.ts'

// beasties' types read as CommonJS under NodeNext, though Node loads its ES module, whose default
// export is the class itself.
const Beasties = BeastiesModule as unknown as typeof BeastiesModule.default
// beasties does not export its package.json; its version is part of the cache key.
const beastiesVersion = (JSON.parse(readFileSync(join(projectRoot, 'node_modules', 'beasties', 'package.json'), 'utf8')) as { version: string }).version

export function criticalCssInliner(clientDir: string, cacheRoot = defaultCacheRoot) {
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
  // and the client switches it on once the page is hydrated and idle (renderer/first-paint.ts).
  const inline = async (html: string) => (await beasties.process(html))
    .replace(' data-beasties-container', '')
    .replace(/<link rel="stylesheet"([^>]*)>(?=[^]*<\/body>)/g, `<link rel="stylesheet" media="print" ${fullStylesheetAttribute}$1>`)
  // The page names its stylesheet by the hash of its content, so the page alone decides the result:
  // a page that did not change since an earlier build is not inlined again.
  const cache = contentCache('critical-css', `beasties ${beastiesVersion} v1`, cacheRoot)
  return async (html: string) => {
    const { data, fromCache } = await cache.get([html], async () => Buffer.from(await inline(html)))
    return { html: data.toString(), fromCache }
  }
}
