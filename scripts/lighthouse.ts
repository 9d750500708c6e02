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
const routes = (process.argv[2] ? [process.argv[2]] : loadSite().site!.pages.map((p) => p.page.path))
if (!existsSync(join(projectRoot, 'dist', 'client', 'index.html'))) throw new Error('No build in dist/client: run npm run build first')

const server = spawn(process.execPath, ['server/main.ts'], {
  cwd: projectRoot,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'lighthouse-')), LOG_LEVEL: 'warn' },
  stdio: 'ignore',
})
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: chromiumFlags })

type Row = { route: string; scores: Record<string, number>; performanceRuns: number[]; lcpMs: number; cls: number; tbtMs: number; fcpMs: number; failing: string[] }
const rows: Row[] = []
try {
  for (let i = 0; i < 100; i++) {
    try { await fetch(`http://127.0.0.1:${port}/`); break } catch { await new Promise((r) => setTimeout(r, 100)) }
  }
  for (const route of routes) {
    const results = []
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`http://127.0.0.1:${port}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' })
      // A run Lighthouse could not finish scores 0 everywhere; say why instead of leaving a bare 0.
      if (result!.lhr.runtimeError) console.log(route, `run ${run + 1}: ${result!.lhr.runtimeError.code}: ${result!.lhr.runtimeError.message}`)
      results.push(result!.lhr)
    }
    results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
    const lhr = results[Math.floor(results.length / 2)]!
    const performanceScores = results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100))
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
    const failing = Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9).map((ref) => `${category.id}:${ref.id}`))
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

const categories = Object.keys(rows[0]?.scores ?? {})
const lines = [
  '# Lighthouse (mobile)', '',
  `Median of ${runs} run(s) per route, by Performance score; every run's Performance score is listed.`, '',
  `| route | ${categories.join(' | ')} | performance, each run | LCP ms | CLS | TBT ms | FCP ms | audits below 0.9 |`,
  `| --- | ${categories.map(() => '---:').join(' | ')} | ---: | ---: | ---: | ---: | ---: | --- |`,
  ...rows.map((r) => `| ${r.route} | ${categories.map((c) => r.scores[c]).join(' | ')} | ${r.performanceRuns.join(' ')} | ${Math.round(r.lcpMs)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} | ${Math.round(r.fcpMs)} | ${r.failing.join(', ')} |`),
]
mkdirSync(join(projectRoot, 'bench-results'), { recursive: true })
writeFileSync(join(projectRoot, 'bench-results', 'lighthouse.md'), lines.join('\n') + '\n')
writeFileSync(join(projectRoot, 'bench-results', 'lighthouse.json'), JSON.stringify(rows, null, 2))
console.log(lines.join('\n'))
