// What the server answers from the site, made whole from a site and its build: the built files in
// memory, the testimonials' answer, the forms that pages without JavaScript post and their fields'
// labels. A newer build (site-follow/) replaces it whole, in one assignment (app.ts): each request reads
// it once, so it is answered from the old site or the new one, never from a mix of the two.
import type { Site } from '../schema/load-site.ts'
import type { FieldLabels } from './errors.ts'
import { fieldLabels, findPostForms, type PostForm } from './form-posts.ts'
import { testimonialsAnswer, type TestimonialAnswer } from './routes/testimonials.ts'
import { immutableFolder, loadStaticSite, type StaticSite } from './static-files.ts'

export interface ServedSite {
  files: StaticSite
  testimonials: TestimonialAnswer[]
  forms: Map<string, PostForm>
  labels: FieldLabels
}

/**
 * The site `site` as built into `distDir` (its client folder), read into memory. With `previousDistDir`
 * (the build it replaces), that build's hashed files in assets/ that the new one lacks are served too: a
 * page opened before the swap still finds the scripts and page data it names (their names differ by
 * their hash, so they never hide the new ones). Only the previous build's own files, so they do not pile up.
 */
export function serveSite(site: Site, distDir: string, previousDistDir?: string): ServedSite {
  const forms = findPostForms(site.pages)
  const files = loadStaticSite(distDir)
  for (const [path, file] of previousDistDir ? loadStaticSite(previousDistDir).routes : []) {
    if (path.startsWith(`/${immutableFolder}`) && !files.routes.has(path)) files.routes.set(path, file)
  }
  return { files, testimonials: testimonialsAnswer(site.testimonials), forms, labels: fieldLabels(forms) }
}
