// Which files of the site folder are the site's own, the ones the editor commits, local or hosted:
// site.yaml, testimonials.yaml, pages/<name>.yaml and whatever is under images/. Any other file there
// (a note, a build's leftovers) and any other file of the repository stays as it is in the parent.
// Names are paths inside the site folder, with forward slashes, without a `.` or `..` step.

const steps = (name: string) => name.split('/')
const safe = (name: string) => !/[\0-\x1f]/.test(name) && steps(name).every((step) => step !== '' && step !== '.' && step !== '..')

export const isSiteFile = (name: string) =>
  safe(name) && (name === 'site.yaml' || name === 'testimonials.yaml' || /^pages\/[^/]+\.yaml$/.test(name) || /^images\/./.test(name))

/** What goes before a site file's name to make its path in the repository: `site/`, or '' for a site at the top. */
export const sitePrefix = (sitePath: string) => (sitePath ? `${sitePath}/` : '')
