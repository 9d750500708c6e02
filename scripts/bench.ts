// npm run bench: measures what visitors and editors wait for, and writes bench-results/bench.{md,json}.
//  - validation of site/ as a fresh process (wall time, median of 5)
//  - first-load JavaScript of every route: the scripts a browser fetches to show and hydrate the page,
//    in bytes raw and brotli (from the build's .br files), and separately what loads after hydration
//    (the toast library on pages with a contact form). Needs `npm run build` first.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { loadSite, projectRoot } from '../schema/load-site.ts'

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

function validationSeconds(): number {
  const times = Array.from({ length: 5 }, () => {
    const start = performance.now()
    spawnSync(process.execPath, ['scripts/validate.ts'], { cwd: projectRoot, stdio: 'ignore' })
    return (performance.now() - start) / 1000
  })
  return median(times)
}

async function firstLoadJs() {
  const client = join(projectRoot, 'dist', 'client')
  if (!existsSync(join(client, 'index.html'))) throw new Error('No build in dist/client: run npm run build first')
  const port = 4190
  const server = spawn(process.execPath, ['server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')) },
    stdio: 'ignore',
  })
  try {
    for (let i = 0; i < 100; i++) {
      try { await fetch(`http://127.0.0.1:${port}/`); break } catch { await new Promise((r) => setTimeout(r, 100)) }
    }
    const ownBrowser = (() => { try { return existsSync(chromium.executablePath()) } catch { return false } })()
    const browser = await chromium.launch(ownBrowser ? {} : { executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
    const rows: { route: string; files: number; raw: number; brotli: number; laterBrotli: number }[] = []
    const size = (file: string) => (existsSync(file) ? statSync(file).size : 0)
    const total = (paths: Set<string>, suffix = '') => [...paths].reduce((n, p) => n + size(join(client, p) + suffix), 0)
    for (const { page: { path } } of loadSite().site!.pages) {
      const page = await browser.newPage()
      await page.goto(`http://127.0.0.1:${port}${path}`)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      await page.waitForLoadState('networkidle')
      // Scripts that started before React marked the page hydrated are first-load; the rest came later.
      const { early, late } = await page.evaluate(() => {
        const hydratedAt = performance.getEntriesByName('hydrated')[0]!.startTime
        const scripts = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')) as PerformanceResourceTiming[]
        const path = (e: PerformanceResourceTiming) => new URL(e.name).pathname
        return { early: scripts.filter((e) => e.startTime <= hydratedAt).map(path), late: scripts.filter((e) => e.startTime > hydratedAt).map(path) }
      })
      await page.close()
      const beforeHydration = new Set(early)
      const later = new Set(late)
      rows.push({ route: path, files: beforeHydration.size, raw: total(beforeHydration), brotli: total(beforeHydration, '.br'), laterBrotli: total(later, '.br') })
    }
    await browser.close()
    return rows
  } finally {
    server.kill()
  }
}

const validation = validationSeconds()
const routes = await firstLoadJs()
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const budgetKb = 100
const lines = [
  '# Benchmark', '',
  `Validation of site/ as a fresh process: **${validation.toFixed(3)} s** (median of 5; budget 1 s)`, '',
  `First-load JavaScript per route (budget ${budgetKb} KB brotli):`, '',
  '| route | scripts | raw KB | brotli KB | loaded after hydration, brotli KB |', '| --- | ---: | ---: | ---: | ---: |',
  ...routes.map((r) => `| ${r.route} | ${r.files} | ${kb(r.raw)} | ${kb(r.brotli)}${r.brotli > budgetKb * 1024 ? ' over budget' : ''} | ${kb(r.laterBrotli)} |`),
]
mkdirSync(join(projectRoot, 'bench-results'), { recursive: true })
writeFileSync(join(projectRoot, 'bench-results', 'bench.md'), lines.join('\n') + '\n')
writeFileSync(join(projectRoot, 'bench-results', 'bench.json'), JSON.stringify({ validationSeconds: validation, routes }, null, 2))
console.log(lines.join('\n'))
