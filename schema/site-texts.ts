// What the checks read of a site folder, as plain input: the text of each YAML file, the names of the
// pictures, and what the folder holds that is not a plain file (never read: site-entries.ts). The checks
// themselves never read the disk (site-checker.ts), so the editor can check texts that are not saved yet
// the same way `npm run validate` checks the folder.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { siteEntries, type Stray } from './site-entries.ts'

export interface SiteTexts {
  /** The text of each YAML file, keyed by its name in the site folder: site.yaml, testimonials.yaml, pages/home.yaml. */
  files: Record<string, string>
  /** Every file under images/, as the data names it: images/team/jane-doe.jpg. */
  images: readonly string[]
  /** Links, pipes and the like anywhere in the folder: each a problem (folder-problems.ts). */
  strays?: readonly Stray[]
}

const isSiteText = (name: string) => name === 'site.yaml' || name === 'testimonials.yaml' || /^pages\/[^/]+\.yaml$/.test(name)

export function readSiteTexts(siteDir: string): SiteTexts {
  const { files, strays } = siteEntries(siteDir)
  // A file that is missing stays missing (the check names it); one that is a link is a stray, never read.
  const names = [...new Set(['site.yaml', 'testimonials.yaml', ...files.filter(isSiteText)])].filter(
    (name) => files.includes(name) || !strays.some((stray) => stray.path === name),
  )
  return {
    files: Object.fromEntries(names.map((name) => [name, readFileSync(join(siteDir, name), 'utf8')])),
    images: files.filter((name) => name.startsWith('images/')),
    strays,
  }
}

/** The pictures and the strays of a site folder, for a check of texts that are not saved (draft-check.ts). */
export function folderEntries(siteDir: string): Pick<SiteTexts, 'images' | 'strays'> {
  const { files, strays } = siteEntries(siteDir)
  return { images: files.filter((name) => name.startsWith('images/')), strays }
}
