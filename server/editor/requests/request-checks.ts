// What the checks say of a change request's site, for its page: the problems that would stop Publish and
// the warnings that would not (a title search results cut, a summary missing, a heading level skipped, a
// photo described by nothing), each at its place in the editor's words ("Home › Page title: …").
//   GET requests/:id/checks → { problems, warnings }
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { join } from 'node:path'
import { apiPrefix } from '../contract.ts'
import { siteChecksInWords } from '../editor-context.ts'
import { RequestChecks, RequestParams, requestRoutes } from '../requests-contract.ts'
import { exportSite } from '../site/site-remote.ts'
import { requestOf, type RequestRouteOptions } from './hosted-requests.ts'

export const requestCheckRoutes: FastifyPluginAsyncTypebox<Omit<RequestRouteOptions, 'context'>> = async (app, { remote, folder, requests }) => {
  app.get(apiPrefix + requestRoutes.requestChecks, { schema: { params: RequestParams, response: { 200: RequestChecks } } }, async (request) => {
    const sent = await requestOf(requests, request.params.id)
    return siteChecksInWords(await exportSite(remote, sent.commit, join(folder.dir, '..', 'request-checks')))
  })
}
