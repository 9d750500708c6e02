// What one check of a very large page costs the editor (issue 35: a 6.5 MB draft held the editor's
// server for over 15 minutes, every other person's request with it). A copy of site/ whose home page has
// 2,000 sections (its own, over and over, each with an id of its own), every section's heading edited
// in the drafts, checked as POST check checks it (server/editor/editing/draft-check.ts): the splice of the page
// (schema/yaml-splice.ts) and the check of the site, as wall time and as this process's CPU time.
// Part of npm run bench; alone: node scripts/bench/large-page-check.ts
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultSiteDir } from '../../schema/load-site.ts'
import { writeManySections } from '../../schema/site-copy.ts'
import { draftChecker } from '../../server/editor/editing/draft-check.ts'
import { readSiteFiles } from '../../server/editor/site/site-files.ts'

export const largePageBudgetMs = 1000
const sectionCount = 2000
const runs = 3

export interface LargePageRow {
  sections: number
  kilobytes: number
  wallMs: number
  cpuMs: number
  problems: number
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

export async function measureLargePageCheck(): Promise<LargePageRow> {
  const work = mkdtempSync(join(tmpdir(), 'bench-large-page-'))
  try {
    const siteDir = join(work, 'site')
    cpSync(defaultSiteDir, siteDir, { recursive: true })
    const { file, page } = writeManySections(siteDir, sectionCount)
    const text = readFileSync(join(siteDir, file), 'utf8')
    const edited = {
      ...page,
      sections: page.sections.map((s, i) => ('heading' in s && typeof s.heading === 'string' ? { ...s, heading: `${s.heading} ${i}` } : s)),
    }
    const checker = draftChecker(siteDir)
    const files = readSiteFiles(siteDir)
    await checker.check(files, {}) // as the editor opens: every file parsed and checked once
    const timed: { wallMs: number; cpuMs: number; problems: number }[] = []
    for (let run = 0; run < runs; run++) {
      const [started, cpu] = [performance.now(), process.cpuUsage()]
      const { problems } = await checker.check(files, { [file]: edited })
      const used = process.cpuUsage(cpu)
      timed.push({ wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000, problems: problems.length })
    }
    return {
      sections: sectionCount,
      kilobytes: Buffer.byteLength(text) / 1024,
      wallMs: median(timed.map((t) => t.wallMs)),
      cpuMs: median(timed.map((t) => t.cpuMs)),
      problems: timed[0]!.problems,
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

export function largePageMarkdown(row: LargePageRow): string[] {
  return [
    '## Editor: the check of a page of 2,000 sections',
    '',
    `The home page with its sections repeated to ${row.sections} (${row.kilobytes.toFixed(0)} KB of YAML), every heading edited in the drafts, checked as POST check checks them (median of ${runs}). Splicing parsed the page again for each edit before issue 35: 52 s for such a page on the machine of the security review.`,
    '',
    '| sections | wall time | CPU time | problems found | budget | met |',
    '| ---: | ---: | ---: | ---: | ---: | --- |',
    `| ${row.sections} | ${row.wallMs.toFixed(0)} ms | ${row.cpuMs.toFixed(0)} ms | ${row.problems} | ≤ ${largePageBudgetMs} ms | ${row.wallMs <= largePageBudgetMs ? 'yes' : '**no**'} |`,
    '',
  ]
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(largePageMarkdown(await measureLargePageCheck()).join('\n'))
}
