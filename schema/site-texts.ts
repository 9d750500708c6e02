// What the checks read of a site folder, as plain input: the text of each YAML file and the names of
// the pictures. The checks themselves never read the disk (site-checker.ts), so the editor can check
// texts that are not saved yet the same way `npm run validate` checks the folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

export interface SiteTexts {
  /** The text of each YAML file, keyed by its name in the site folder: site.yaml, testimonials.yaml, pages/home.yaml. */
  files: Record<string, string>
  /** Every file under images/, as the data names it: images/team/jane-doe.jpg. */
  images: readonly string[]
}

export function readSiteTexts(siteDir: string): SiteTexts {
  const pages = readdirSync(join(siteDir, 'pages')).filter((f) => f.endsWith('.yaml')).sort().map((f) => `pages/${f}`)
  const names = ['site.yaml', 'testimonials.yaml', ...pages]
  return { files: Object.fromEntries(names.map((name) => [name, readFileSync(join(siteDir, name), 'utf8')])), images: imageFiles(siteDir) }
}

/** The files under the site's images/, as the data names them; none when there is no such folder. */
export function imageFiles(siteDir: string): string[] {
  if (!existsSync(join(siteDir, 'images'))) return []
  return readdirSync(join(siteDir, 'images'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(siteDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
}
