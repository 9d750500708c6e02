// Addresses a page may not have, because something other than the page answers them: the server's
// own routes, and folders of the build whose files a static host caches or serves as they are.
// A page there would validate and build, and then never be seen.
export const reservedPaths: Record<string, string> = {
  '/api': 'the server answers the forms and testimonials under /api/',
  '/assets': 'the build keeps its scripts and stylesheets in assets/, which hosts cache for a year',
  '/images': "the build copies the site's pictures to images/",
  '/healthz': "the server answers it itself, for the hosting's health checks",
  '/readyz': "the server answers it itself, for the hosting's health checks",
}
