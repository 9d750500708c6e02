// Where each route's prerendered page is in a build, and the reverse: the one rule the build writes
// by, and the server, the benchmarks and the changes tool read by. `/` is index.html, the not-found page
// is 404.html (served with status 404 for any unknown address), every other route a folder's
// index.html, so a static host serves it at its clean address. A route's pictures of changes are in a
// folder named the same way (`index/` for /).
import { notFoundPath } from './needed-paths.ts'

/** The HTML file of a route, relative to dist/client: / → index.html, /404 → 404.html, /a → a/index.html. */
export const htmlFileOf = (route: string) =>
  route === '/' ? 'index.html' : route === notFoundPath ? `${notFoundPath.slice(1)}.html` : `${route.slice(1)}/index.html`

/** The route an HTML file of a build is served at (the file written with forward slashes). */
export const routeOfHtmlFile = (file: string) => (file === 'index.html' ? '/' : `/${file.replace(/(\/index)?\.html$/, '')}`)

/** The folder of a route's pictures of changes: / → index, /a/b → a/b. */
export const pictureFolderOf = (route: string) => (route === '/' ? 'index' : route.slice(1))
