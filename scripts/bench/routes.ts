// The bench's per-route figures (bytes of each route's first paint, first-load and later scripts, in
// Chromium against `npm start`) and the wall time of a script as a fresh process.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadSite, projectRoot } from '../../schema/load-site.ts'
import { launchChromium } from '../support/chromium.ts'
import { freePort } from '../support/free-port.ts'
import { measureRouteLoad } from './first-load.ts'
import { htmlFileOf, sizesOf, type Sizes } from './route-bytes.ts'

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

export function wallSeconds(script: string, runs: number): number {
  return median(
    Array.from({ length: runs }, () => {
      const start = performance.now()
      const result = spawnSync(process.execPath, [script], { cwd: projectRoot, stdio: 'ignore' })
      if (result.status !== 0) throw new Error(`${script} failed; run it by hand to see why`)
      return (performance.now() - start) / 1000
    }),
  )
}

export interface RouteFigures {
  route: string
  html: Sizes
  css: Sizes
  js: Sizes
  scripts: number
  laterJsBrotli: number
}

export async function measureRoutes(client: string): Promise<RouteFigures[]> {
  const port = await freePort()
  const server = spawn(process.execPath, ['server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')) },
    stdio: 'ignore',
  })
  const browser = await launchChromium()
  try {
    for (let i = 0; i < 100; i++) {
      try {
        await fetch(`http://127.0.0.1:${port}/`)
        break
      } catch {
        await new Promise((r) => setTimeout(r, 100))
      }
    }
    const rows: RouteFigures[] = []
    for (const {
      page: { path },
    } of loadSite().site!.pages) {
      const load = await measureRouteLoad(browser, `http://127.0.0.1:${port}${path}`)
      rows.push({
        route: path,
        html: sizesOf(client, [htmlFileOf(path)]),
        css: sizesOf(client, load.stylesheets),
        js: sizesOf(client, [...load.firstLoadScripts, ...load.firstLoadData]),
        scripts: load.firstLoadScripts.length,
        laterJsBrotli: sizesOf(client, load.laterScripts).brotli,
      })
    }
    return rows
  } finally {
    await browser.close()
    server.kill()
  }
}
