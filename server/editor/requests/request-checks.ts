// What the checks say of a change request's site, for its page: the problems that would stop Publish and
// the warnings that would not (a title search results cut, a summary missing, a heading level skipped, a
// photo described by nothing), each at its place in the editor's words ("Home › Page title: …").
//   GET requests/:id/checks → { problems, warnings }
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { readFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { parse } from 'yaml'
import { checkSite } from '../../../schema/check-site.ts'
import type { Problem } from '../../../schema/problem.ts'
import { apiPrefix } from '../contract.ts'
import { problemText } from '../editor-context.ts'
import { RequestChecks, RequestParams, requestRoutes } from '../requests-contract.ts'
import { placeWords } from '../review/change-words.ts'
import { exportSite } from '../site/site-remote.ts'
import { requestOf, type RequestRouteOptions } from './hosted-requests.ts'

export const requestCheckRoutes: FastifyPluginAsyncTypebox<Omit<RequestRouteOptions, 'context'>> = async (app, { remote, folder, requests }) => {
  app.get(apiPrefix + requestRoutes.requestChecks, { schema: { params: RequestParams, response: { 200: RequestChecks } } }, async (request) => {
    const sent = await requestOf(requests, request.params.id)
    const dir = await exportSite(remote, sent.commit, join(folder.dir, '..', 'request-checks'))
    const { problems, warnings } = await checkSite(dir)
    const dataOf = (name: string): unknown => {
      try {
        return parse(readFileSync(join(dir, name), 'utf8'))
      } catch {
        return undefined // a file that does not parse is named by its file name
      }
    }
    const said = (p: Problem) => {
      const file = relative(dir, resolve(p.file)).split(sep).join('/')
      return problemText(p, placeWords(file, p.path, dataOf(file), dataOf('site.yaml')))
    }
    return { problems: problems.map(said), warnings: warnings.map(said) }
  })
}
