// Loads site/: reads the text of every YAML file and the names of its pictures (never through a link:
// site-entries.ts), then checks them in memory (site-checker.ts), returning either every problem or the
// site with references resolved.
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page, ServerTestimonial, SiteConfig } from './generated/site-types.ts'
import { folderProblems } from './folder-problems.ts'
import { sortProblems, type Problem } from './problem.ts'
import { createSiteChecker, type SiteChecker } from './site-checker.ts'
import { readSiteTexts, type SiteTexts } from './site-texts.ts'

export const projectRoot = fileURLToPath(new URL('..', import.meta.url))
/** The site definition every command and test works on: site/, or the copy SITE_DIR names. */
export const defaultSiteDir = process.env.SITE_DIR?.trim() ? resolve(process.env.SITE_DIR.trim()) : join(projectRoot, 'site')

export interface SitePage {
  /** The file's name without .yaml: home, tax-services, not-found. */
  name: string
  page: Page
}

export interface Site {
  config: SiteConfig
  pages: SitePage[]
  testimonials: ServerTestimonial[]
}

/** Problems fail the check; warnings are shown beside them and do not (schema/site-warnings.ts). */
export type LoadResult = { problems: Problem[]; warnings: Problem[]; site?: undefined } | { problems: []; warnings: Problem[]; site: Site }

/**
 * Checks a site given as texts, once (or with `checker`, which keeps what it parsed for the next check);
 * `shownDir` is the folder as problems name it (site). What the folder holds besides its texts (a link,
 * a file in images/ that is no picture) is a problem too, and fails the check with the others.
 */
export function loadSiteFromTexts(texts: SiteTexts, shownDir: string, checker: SiteChecker = createSiteChecker({ shownDir })): LoadResult {
  const refused = folderProblems(texts, shownDir)
  if (!refused.length) return checker.check(texts)
  // site.yaml or testimonials.yaml being a link leaves nothing to check the pages against.
  if (!['site.yaml', 'testimonials.yaml'].every((name) => Object.hasOwn(texts.files, name))) return { problems: refused, warnings: [] }
  const { problems, warnings } = checker.check(texts)
  return { problems: sortProblems([...refused, ...problems]), warnings }
}

export function loadSite(siteDir = defaultSiteDir): LoadResult {
  return loadSiteFromTexts(readSiteTexts(siteDir), relative(process.cwd(), siteDir))
}
