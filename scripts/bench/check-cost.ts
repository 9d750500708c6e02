// What one check of an edit costs the editor's server (issue 21): a copy of site/, at today's size and
// with 10x its pages (scale.ts), checked once as the editor opens it; then one heading of one page is
// changed in the page's data and the drafts are checked, 50 times, the heading going back and forth
// between two values. Each check is timed as the CPU time of this process (process.cpuUsage), which
// is what it takes from the server whatever else the machine is doing.
// Also timed: reading and parsing every saved file (site-files.ts' readSiteFiles), which the editor's
// API does before each check today, apart from the check itself.
// Part of npm run bench; alone: node scripts/bench/check-cost.ts
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '../../schema/generated/site-types.ts'
import { draftChecker } from '../../server/editor/editing/draft-check.ts'
import { readSiteFiles } from '../../server/editor/site/site-files.ts'
import { scaledSite } from './scale.ts'

export const checkBudgetMs: Record<number, number> = { 1: 20, 10: 60 }
const checks = 50

interface Spread {
  median: number
  p95: number
}
export interface CheckCostRow {
  size: number
  pages: number
  check: Spread
  readFiles: Spread
}

const spread = (values: number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b)
  return { median: sorted[Math.floor(sorted.length / 2)]!, p95: sorted[Math.ceil(sorted.length * 0.95) - 1]! }
}

/** Milliseconds of CPU time `work` takes in this process. */
async function cpuMs(work: () => unknown): Promise<number> {
  const start = process.cpuUsage()
  await work()
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

async function measureSize(size: number): Promise<CheckCostRow> {
  const work = mkdtempSync(join(tmpdir(), 'bench-check-'))
  try {
    const siteDir = join(work, 'site')
    const { pages, edited } = scaledSite(siteDir, size)
    const name = relative(siteDir, edited).split('\\').join('/')
    const files = readSiteFiles(siteDir)
    const page = files.find((f) => f.name === name)!.data as Page
    const s = page.sections.findIndex((section) => 'heading' in section && typeof section.heading === 'string')
    if (s < 0) throw new Error(`${name} has no section with a heading to change; update scripts/bench/check-cost.ts`)
    const heading = (page.sections[s] as { heading: string }).heading
    const withHeading = (text: string) => ({
      [name]: { ...page, sections: page.sections.map((section, i) => (i === s ? { ...section, heading: text } : section)) },
    })

    const checker = draftChecker(siteDir)
    const checkOf = (drafts: Record<string, unknown>) => async () => {
      if ((await checker.check(files, drafts)).problems.some((p) => p.severity !== 'warning'))
        throw new Error(`the edited ${name} has problems; the benchmark times a valid edit`)
    }
    await cpuMs(checkOf({})) // as the editor opens: every file parsed and validated once
    const check: number[] = []
    for (let i = 0; i < checks; i++) check.push(await cpuMs(checkOf(withHeading(i % 2 ? heading : `${heading} (edited)`))))
    const readFiles: number[] = []
    for (let i = 0; i < 5; i++) readFiles.push(await cpuMs(() => readSiteFiles(siteDir)))
    return { size, pages, check: spread(check), readFiles: spread(readFiles) }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

export async function measureCheckCost(sizes = [1, 10]): Promise<CheckCostRow[]> {
  const rows: CheckCostRow[] = []
  for (const size of sizes) rows.push(await measureSize(size))
  return rows
}

export function checkCostMarkdown(rows: CheckCostRow[]): string[] {
  const ms = (n: number) => n.toFixed(1)
  return [
    '## Editor: the cost of checking one edit',
    '',
    `One heading of one page changed in its data, then the drafts checked (server/editor/editing/draft-check.ts), ${checks} times: milliseconds of the process's CPU time per check. The files as saved are read once; reading and parsing them all (readSiteFiles), which the editor does only after site/ changed on disk (server/editor/site/site-state.ts), is the last column (median of 5).`,
    '',
    '| site | check, median | check, p95 | budget | met | reading the saved files |',
    '| --- | ---: | ---: | ---: | --- | ---: |',
    ...rows.map((r) => {
      const budget = checkBudgetMs[r.size]
      const met = budget === undefined ? '' : r.check.median <= budget ? 'yes' : '**no**'
      return `| ${r.size}x (${r.pages} pages) | ${ms(r.check.median)} | ${ms(r.check.p95)} | ${budget === undefined ? '' : `≤ ${budget}`} | ${met} | ${ms(r.readFiles.median)} |`
    }),
    '',
  ]
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(checkCostMarkdown(await measureCheckCost()).join('\n'))
}
