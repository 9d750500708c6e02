// How validation and the build grow with the site (issue 15). A temporary copy of site/ gets copies of
// one industry page under new paths (in no menu, but in the sitemap like any page) until it has 1x,
// 10x, 30x today's pages; at each size, as wall time of a fresh process:
//   validation                   scripts/validate.ts on the copy (median of 3)
//   build, cold                  scripts/build.ts with an empty BUILD_CACHE_DIR
//   build, warm                  again after one page's heading is edited, with the cache the cold build left
//   changes-style, cold / warm   the same with BUILD_COMPRESS=off, as `npm run changes` builds
// and the cost of each added page: the slope between one size and the next.
// Alone: node scripts/bench/scale.ts [--sizes 1,10,30]; npm run bench runs the default sizes.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { defaultSiteDir, projectRoot } from '../../schema/load-site.ts'

// 1x and 10x take about two minutes on this project's two-core machine (shared, load about 2); 30x
// adds about seven more (1080 pages: a cold build alone is over a minute).
const defaultSizes = [1, 10]
const copied = 'dental-accounting'
const steps = ['validation', 'build, cold', 'build, warm', 'changes-style build, cold', 'changes-style build, warm'] as const
type Step = (typeof steps)[number]

export interface ScaleRow {
  size: number
  pages: number
  seconds: Record<Step, number>
  /** 1-minute load average before and after the size was measured: other work on the machine slows it. */ load: [number, number]
}

function run(script: string, args: string[], env: Record<string, string>): number {
  const start = performance.now()
  const result = spawnSync(process.execPath, [script, ...args], { cwd: projectRoot, env: { ...process.env, ...env }, encoding: 'utf8' })
  const seconds = (performance.now() - start) / 1000
  if (result.status !== 0) throw new Error(`${script} failed on the scaled site:\n${result.stdout}${result.stderr}`)
  return seconds
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** A copy of site/ in `dir` with `size` times its pages, and the file of one copy to edit. */
export function scaledSite(dir: string, size: number): { pages: number; edited: string } {
  cpSync(defaultSiteDir, dir, { recursive: true })
  const pagesDir = join(dir, 'pages')
  const original = readdirSync(pagesDir).filter((f) => f.endsWith('.yaml')).length
  const text = readFileSync(join(pagesDir, `${copied}.yaml`), 'utf8')
  const pathLine = new RegExp(`^path: /${copied}$`, 'm')
  if (!pathLine.test(text)) throw new Error(`site/pages/${copied}.yaml no longer starts its path as path: /${copied}; update scripts/bench/scale.ts`)
  let edited = join(pagesDir, `${copied}.yaml`)
  for (let i = 1; i <= original * (size - 1); i++) {
    edited = join(pagesDir, `${copied}-copy-${i}.yaml`)
    writeFileSync(edited, text.replace(pathLine, `path: /${copied}-copy-${i}`))
  }
  return { pages: original * size, edited }
}

function editOnePage(file: string) {
  const text = readFileSync(file, 'utf8')
  const edited = text.replace(/^( {4}heading: .*)$/m, '$1, Edited')
  if (edited === text) throw new Error(`${file} has no hero heading to edit; update scripts/bench/scale.ts`)
  writeFileSync(file, edited)
}

/** Cold, then warm after one edit, in a fresh cache; checks the sitemap lists every page. */
function buildTwice(siteDir: string, work: string, edited: string, pages: number, env: Record<string, string>): [number, number] {
  const original = readFileSync(edited, 'utf8')
  const settings = { ...env, SITE_DIR: siteDir, BUILD_DIR: join(work, 'dist'), BUILD_CACHE_DIR: mkdtempSync(join(work, 'cache-')) }
  const cold = run('scripts/build.ts', [], settings)
  const listed = readFileSync(join(work, 'dist', 'client', 'sitemap.xml'), 'utf8').match(/<loc>/g)?.length ?? 0
  const noindex = readdirSync(join(siteDir, 'pages')).filter((f) => /^noindex: true$/m.test(readFileSync(join(siteDir, 'pages', f), 'utf8'))).length
  if (listed !== pages - noindex) throw new Error(`the sitemap lists ${listed} pages, not the ${pages - noindex} indexed ones`)
  editOnePage(edited)
  const warm = run('scripts/build.ts', [], settings)
  writeFileSync(edited, original)
  rmSync(settings.BUILD_CACHE_DIR, { recursive: true, force: true })
  return [cold, warm]
}

export function measureScale(sizes = defaultSizes, log = (line: string) => console.error(line)): ScaleRow[] {
  const rows: ScaleRow[] = []
  for (const size of sizes) {
    const work = mkdtempSync(join(tmpdir(), 'bench-scale-'))
    const before = loadavg()[0]!
    try {
      const siteDir = join(work, 'site')
      const { pages, edited } = scaledSite(siteDir, size)
      const validation = median([1, 2, 3].map(() => run('scripts/validate.ts', [siteDir], {})))
      const [cold, warm] = buildTwice(siteDir, work, edited, pages, {})
      const [changesCold, changesWarm] = buildTwice(siteDir, work, edited, pages, { BUILD_COMPRESS: 'off' })
      const seconds = {
        validation,
        'build, cold': cold,
        'build, warm': warm,
        'changes-style build, cold': changesCold,
        'changes-style build, warm': changesWarm,
      }
      const load: [number, number] = [before, loadavg()[0]!]
      rows.push({ size, pages, seconds, load })
      log(
        `scale ${size}x (${pages} pages, load ${load.map((l) => l.toFixed(2)).join(' → ')}): ${steps.map((s) => `${s} ${seconds[s].toFixed(2)} s`).join(', ')}`,
      )
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  }
  return rows
}

/** Milliseconds each added page costs between two sizes. */
export const scaleSlope = (a: ScaleRow, b: ScaleRow, step: Step) => ((b.seconds[step] - a.seconds[step]) * 1000) / (b.pages - a.pages)

export function scaleMarkdown(rows: ScaleRow[]): string[] {
  const pairs = rows.slice(1).map((row, i) => [rows[i]!, row] as const)
  const table = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [
    '## Scale: the site with more pages',
    '',
    `Copies of site/pages/${copied}.yaml under new paths, in no menu (scripts/bench/scale.ts). Seconds of wall time of a fresh process; cold is an empty build cache, warm one edited page with the cache the cold build left; changes-style builds skip compression (BUILD_COMPRESS=off). The last columns are the milliseconds each added page costs; the last row the machine's 1-minute load average before and after each size.`,
    '',
    table(['step', ...rows.map((r) => `${r.size}x (${r.pages} pages)`), ...pairs.map(([a, b]) => `ms per added page, ${a.size}x→${b.size}x`)]),
    table(['---', ...[...rows, ...pairs].map(() => '---:')]),
    ...steps.map((step) => table([step, ...rows.map((r) => r.seconds[step].toFixed(2)), ...pairs.map(([a, b]) => scaleSlope(a, b, step).toFixed(1))])),
    table(['load average, before → after', ...rows.map((r) => r.load.map((l) => l.toFixed(2)).join(' → ')), ...pairs.map(() => '')]),
    '',
  ]
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { sizes: { type: 'string', default: defaultSizes.join(',') } } })
  const sizes = values.sizes.split(',').map(Number)
  if (!sizes.length || sizes.some((s) => !Number.isInteger(s) || s < 1)) {
    console.error("Usage: node scripts/bench/scale.ts [--sizes 1,10,30]   (whole multiples of today's pages)")
    process.exit(2)
  }
  console.log(scaleMarkdown(measureScale(sizes)).join('\n'))
}
