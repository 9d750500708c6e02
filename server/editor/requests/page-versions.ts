// A page's versions and restoring one. Versions: each commit of the main version that changed the page's
// file, the newest first, named by the publication that made it (its title, who published it) or, for
// a change made outside the editor, by its date alone. Restore: a change request like any other, whose
// change is the page as it was in that version, carried onto the page as it is now; it waits for review.
//   GET  requests/page-versions?file=pages/<name>.yaml   → { versions }
//   POST requests/restore { file, commit }               → { id } of the request sent
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { apiPrefix } from '../contract.ts'
import { editorErrors } from '../editor-errors.ts'
import { sitePrefix } from '../git/site-paths.ts'
import { ProposalConflict } from '../proposals/site-remote-propose.ts'
import { PageVersions, PageVersionsQuery, RequestNamed, requestRoutes, RestoreBody } from '../requests-contract.ts'
import { fetchSite, textAt, type SiteRemote } from '../site/site-remote.ts'
import { sendAsRequest, type RequestRouteOptions } from './hosted-requests.ts'

/** The main version's commits that changed `name`, the newest first: each with its parents and time. */
async function commitsOf(remote: SiteRemote, name: string) {
  const { commit: main } = await fetchSite(remote)
  const log = await remote.git(['log', '--format=%ct %H %P', '--first-parent', main, '--', `${sitePrefix(remote.config.sitePath)}${name}`])
  return log
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [time, commit, ...parents] = line.split(' ')
      return { commit: commit!, parents, at: Number(time) * 1000 }
    })
}

export const pageVersionRoutes: FastifyPluginAsyncTypebox<Omit<RequestRouteOptions, 'folder'>> = async (app, { context, remote, requests }) => {
  app.get(apiPrefix + requestRoutes.pageVersions, { schema: { querystring: PageVersionsQuery, response: { 200: PageVersions } } }, async (request) => {
    const publications = await requests.publications()
    const versions = []
    for (const { commit, parents, at } of await commitsOf(remote, request.query.file)) {
      // Published fast-forward, the main version's commit is the request's; merged, it is the merge's second parent.
      const by = publications.find((p) => p.commit === commit || parents.slice(1).includes(p.commit))
      const events = by ? await requests.events(by.id) : []
      versions.push({ commit, at, ...(by ? { title: by.title, request: by.id, publishedBy: events.findLast((e) => e.kind === 'published')?.by ?? '' } : {}) })
    }
    return { versions }
  })

  app.post(apiPrefix + requestRoutes.restorePage, { schema: { body: RestoreBody, response: { 200: RequestNamed } } }, async (request) => {
    const { file: name, commit } = request.body
    if (!(await commitsOf(remote, name)).some((v) => v.commit === commit)) throw editorErrors.noSuchVersion()
    const { commit: main } = await fetchSite(remote)
    const [then, now] = [await textAt(remote, commit, name), await textAt(remote, main, name)]
    if (then === null) throw editorErrors.noSuchVersion()
    const change = { page: name, files: { [name]: then }, bases: { [name]: now }, message: `Restore ${name}\n` }
    const { id } = await sendAsRequest({ remote, requests }, request, context.person(request), change).catch((error: unknown) => {
      // Published again between the look and the commit: the versions the person chose from are not the page's now.
      throw error instanceof ProposalConflict ? editorErrors.publishedMeanwhile() : error
    })
    await context.audit(request, 'restore', `${name} ${commit}`)
    return { id }
  })
}
