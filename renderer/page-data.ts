// How a page's data reaches the browser: as a JSON file of its own, never through the bundler, so the
// JavaScript bundle depends only on the code and site.yaml. Editing one page then changes that page's
// data file and its HTML, and no other output; adding a page changes the route index alone.
//   - A prerendered page names the URL of its own data on its loader script (`data-page`), and the
//     loader fetches it beside the modules (renderer/after-first-paint.ts).
//   - Any other route's data is found in the route index, which maps every route to its data's URL.
// The build names each data file after a hash of its content (scripts/build/page-outputs.ts); the dev
// server serves the same index with data made on request (renderer/build/site-plugin.ts).

/** The route index: a file of its own name, served like a page (asked again each time, answered 304). */
export const routeIndexPath = '/route-index.json'

/** Route path → URL of its data (a PageModule as JSON). */
export type RouteIndex = Record<string, string>

/** The prerendered page's loader script carries its data's URL in this attribute (`data-page`). */
export const pageDataAttribute = 'page'
