// Everything `npm run validate` checks, as one call: the site's files (load-site.ts), then, once they are
// right, its pictures (image-problems.ts). The command line prints the result; Publish in the hosted
// editor refuses a site with any problem, so nothing CI would refuse is ever published.
import { imageProblems } from './image-problems.ts'
import { loadSite, type LoadResult } from './load-site.ts'
import type { Problem } from './problem.ts'

export interface SiteCheck {
  problems: Problem[]
  warnings: Problem[]
  /** The site, when it has no problem. */
  site: LoadResult['site']
}

export async function checkSite(siteDir: string): Promise<SiteCheck> {
  const loaded = loadSite(siteDir)
  const fromImages = loaded.site ? await imageProblems(siteDir, loaded.site.pages) : []
  const problems = [...loaded.problems, ...fromImages.filter((p) => p.severity !== 'warning')]
  const warnings = [...loaded.warnings, ...fromImages.filter((p) => p.severity === 'warning')]
  return { problems, warnings, site: problems.length ? undefined : loaded.site }
}
