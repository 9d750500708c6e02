// What a request to the editor may carry, route by route. A site's file is small: the largest page of
// site/ is 11 KB of YAML, all of site/'s texts together 250 KB, and a page of 2,000 sections 2 MB. The
// routes that carry the site's data (drafts: each changed file's whole data; the history of changes)
// take up to siteDataMaxBytes, room for such a page; the photo route keeps its own limit (photoMaxBytes);
// every other route (signing in, people, presence…) takes a few hundred bytes of JSON, and up to 64 KB.
// A 6.5 MB draft used to be taken (the server's 8 MB), and held the editor for minutes.
import type { FastifyInstance, RouteOptions } from 'fastify'
import { apiPrefix, editorRoutes } from '../contract.ts'

export const siteDataMaxBytes = 4 * 1024 * 1024
const otherMaxBytes = 64 * 1024

const carrySiteData = new Set(
  [editorRoutes.check, editorRoutes.save, editorRoutes.review, editorRoutes.propose, editorRoutes.drafts].map((route) => apiPrefix + route),
)

/** Gives each route the editor registers after this its limit, unless it names one of its own. */
export function limitBodies(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    route.bodyLimit ??= carrySiteData.has(route.url!) ? siteDataMaxBytes : otherMaxBytes
  })
}
