// npm run lighthouse: Lighthouse in its default mobile configuration (throttled 4G, mid-range phone)
// against the built site on every route, with the machine's Chromium. Writes bench-results/
// lighthouse.{md,json} with the category scores and the Core Web Vitals of each route. Simulated
// throttling scales what this machine's main thread did by four, so one run varies with whatever else
// the machine is doing: each route is run three times (RUNS=n to change) and the median run, by
// Performance score, is reported, as Lighthouse's own guidance on variability advises.
// Needs `npm run build` first.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { loadSite, projectRoot } from '../schema/load-site.ts'
import { chromiumFlags, chromiumPath } from './support/chromium.ts'

const port = 4191
const runs = Number(process.env.RUNS ?? 3)
const pages = loadSite().site!.pages.map(({ page }) => page)
// The not-found page is served with status 404 (build.ts writes it as 404.html), and Lighthouse refuses
// to audit a page whose status is an error: it is left out, and the report says so.
const notFoundPath = '/404'
const routes = process.argv[2] ? [process.argv[2]] : pages.map((page) => page.path).filter((path) => path !== notFoundPath)
// A page kept out of search engines on purpose (the confirmation pages) fails SEO's is-crawlable audit
// by definition; the report names it as expected rather than as a fault.
const noindex = new Set(pages.filter((page) => page.noindex).map((page) => page.path))
const noindexAudited = routes.filter((route) => noindex.has(route))
const notFoundLeftOut = !process.argv[2] && pages.some((page) => page.path === notFoundPath)
const expectedFailure = (route: string, audit: string) => noindex.has(route) && audit === 'seo:is-crawlable'
if (!existsSync(join(projectRoot, 'dist', 'client', 'index.html'))) throw new Error('No build in dist/client: run npm run build first')

const server = spawn(process.execPath, ['server/main.ts'], {
  cwd: projectRoot,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'lighthouse-')), LOG_LEVEL: 'warn' },
  stdio: 'ignore',
})
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: chromiumFlags })

// A run Lighthouse could not finish (it sometimes loses the trace: NO_NAVSTART) scores 0 everywhere;
// it says why, and is tried again up to twice; the third failure is reported as it is.
async function runLighthouse(route: string, run: number) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = (await lighthouse(`http://127.0.0.1:${port}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' }))!
    if (!lhr.runtimeError) return lhr
    console.log(route, `run ${run + 1}, try ${attempt}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    if (attempt === 3) return lhr
  }
}

type Row = {
  route: string
  scores: Record<string, number>
  performanceRuns: number[]
  lcpMs: number
  cls: number
  tbtMs: number
  fcpMs: number
  failing: string[]
}
const rows: Row[] = []
try {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`)
      break
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  for (const route of routes) {
    const results = []
    for (let run = 0; run < runs; run++) results.push(await runLighthouse(route, run))
    results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
    const lhr = results[Math.floor(results.length / 2)]!
    const performanceScores = results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100))
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
    const failing = Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9).map((ref) => `${category.id}:${ref.id}`),
    )
    rows.push({
      route,
      scores: Object.fromEntries(Object.values(lhr.categories).map((c) => [c.id, Math.round((c.score ?? 0) * 100)])),
      performanceRuns: performanceScores,
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      fcpMs: audit('first-contentful-paint'),
      failing,
    })
    console.log(route, JSON.stringify(rows.at(-1)!.scores), `performance runs ${performanceScores.join(' ')}`, failing.join(' '))
  }
} finally {
  chrome.kill()
  server.kill()
}

// The issue's budget: these four categories at 100 on every route.
const budgeted = ['performance', 'accessibility', 'best-practices', 'seo']
const categories = Object.keys(rows[0]?.scores ?? {})
const failingText = (r: Row) => r.failing.map((audit) => (expectedFailure(r.route, audit) ? `${audit} (noindex on purpose)` : audit)).join(', ')
const belowBudget = rows.flatMap((r) =>
  budgeted
    .filter(
      (c) => r.scores[c] !== 100 && !(c === 'seo' && r.failing.filter((audit) => audit.startsWith('seo:')).every((audit) => expectedFailure(r.route, audit))),
    )
    .map((c) => `${r.route} ${c} ${r.scores[c]}`),
)
const lines = [
  '# Lighthouse (mobile)',
  '',
  `Median of ${runs} run(s) per route, by Performance score; every run's Performance score is listed.`,
  '',
  `| route | ${categories.join(' | ')} | performance, each run | LCP ms | CLS | TBT ms | FCP ms | audits below 0.9 |`,
  `| --- | ${categories.map(() => '---:').join(' | ')} | ---: | ---: | ---: | ---: | ---: | --- |`,
  ...rows.map(
    (r) =>
      `| ${r.route} | ${categories.map((c) => r.scores[c]).join(' | ')} | ${r.performanceRuns.join(' ')} | ${Math.round(r.lcpMs)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} | ${Math.round(r.fcpMs)} | ${failingText(r)} |`,
  ),
  '',
  `Budget: ${budgeted.join(', ')} at 100 on every route. ${belowBudget.length ? `**Below it:** ${belowBudget.join('; ')}.` : 'Every route audited meets it'}${noindexAudited.length ? ` (${noindexAudited.join(', ')}: SEO's only failing audit is is-crawlable, because the page is noindex on purpose)` : ''}.`,
  ...(notFoundLeftOut ? [`${notFoundPath} is not audited: it is served with status 404, and Lighthouse refuses to audit an error page.`] : []),
]
mkdirSync(join(projectRoot, 'bench-results'), { recursive: true })
writeFileSync(join(projectRoot, 'bench-results', 'lighthouse.md'), lines.join('\n') + '\n')
writeFileSync(join(projectRoot, 'bench-results', 'lighthouse.json'), JSON.stringify(rows, null, 2))
console.log(lines.join('\n'))
