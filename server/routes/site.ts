// The prerendered site through Fastify (static-answer.ts says what each request gets), and the 404 page
// with status 404 for anything else a browser asks for.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { errors } from '../errors.ts'
import { fileAnswer, requestPath, siteFileAnswer, type StaticAnswer } from '../static-answer.ts'
import type { StaticSite } from '../static-files.ts'

const send = (reply: FastifyReply, answer: StaticAnswer) => reply.headers(answer.headers).code(answer.status).send(answer.body)

/** `site()`: the built site served now, read once per request (a newer build may replace it meanwhile). */
export async function siteRoutes(app: FastifyInstance, { site: current }: { site: () => StaticSite }) {
  const notFound = (request: FastifyRequest, reply: FastifyReply, site = current()) => {
    const path = requestPath(request.url)
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path?.startsWith('/api/')
    if (wantsPage && site.notFound) return send(reply, fileAnswer(site.notFound, request.headers, 404))
    throw errors.notFound()
  }

  app.get('/*', (request, reply) => {
    const site = current()
    const answer = siteFileAnswer(site, request.url, request.headers)
    return answer ? send(reply, answer) : notFound(request, reply, site)
  })
  app.setNotFoundHandler((request, reply) => notFound(request, reply))
}
