// Loads site/: reads the text of every YAML file and the names of its pictures, then checks them in
// memory (site-checker.ts), returning either every problem or the site with references resolved.
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page, ServerTestimonial, SiteConfig } from './generated/site-types.ts'
import type { Problem } from './problem.ts'
import { createSiteChecker } from './site-checker.ts'
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

/** Checks a site given as texts, once; `shownDir` is the folder as problems name it (site). */
export const loadSiteFromTexts = (texts: SiteTexts, shownDir: string): LoadResult => createSiteChecker({ shownDir }).check(texts)

export function loadSite(siteDir = defaultSiteDir): LoadResult {
  return loadSiteFromTexts(readSiteTexts(siteDir), relative(process.cwd(), siteDir))
}
