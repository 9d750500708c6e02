// GET /healthz and GET /readyz, for load balancers and orchestrators. /healthz says the process answers;
// /readyz says it can also keep a message: the database answered a query within a couple of seconds.
// Answered in plain text, and logged only when the database fails, since they are asked every few seconds.
// A site that follows its repository (SITE_REPO) names the commit it serves in /healthz's `site-version`
// header: the hosted editor reads it to say when a publication is live (editor/requests/live-site.ts).
import type { FastifyInstance } from 'fastify'

export interface HealthRouteOptions {
  /** Resolves when the database answers a query. */
  ping: () => Promise<void>
  /** The commit served now, when the site follows its repository. */
  version?: () => string
}

const pingTimeoutMs = 2_000
export const siteVersionHeader = 'site-version'

export async function healthRoutes(app: FastifyInstance, { ping, version }: HealthRouteOptions) {
  const plain = { 200: { type: 'string' }, 503: { type: 'string' } }

  app.get('/healthz', { logLevel: 'warn', schema: { response: plain } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8')
    if (version) reply.header(siteVersionHeader, version())
    return 'ok\n'
  })

  app.get('/readyz', { logLevel: 'warn', schema: { response: plain } }, async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8')
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${pingTimeoutMs} ms`)), pingTimeoutMs)
    })
    try {
      await Promise.race([ping(), late])
      return 'ready\n'
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer')
      return reply.code(503).send('not ready: the database does not answer\n')
    } finally {
      clearTimeout(timer)
    }
  })
}
