// Security headers for every answer, and the refusal of posts from other sites. The pages run only the
// site's own scripts and the one inline script that loads them (JSON-LD blocks are data, not scripts), frame only the booking calendar, submit
// forms only to this site, and may not be framed by anyone.
import helmet from '@fastify/helmet'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import { afterFirstPaintScriptHash } from '../renderer/after-first-paint.ts'
import { errors } from './errors.ts'

function helmetOptions(calendarUrl: string) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", afterFirstPaintScriptHash],
        scriptSrcAttr: ["'none'"],
        // Critical CSS is inlined into each page, and React sets style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: [new URL(calendarUrl).origin],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    hsts: { maxAge: 63_072_000, includeSubDomains: true },
    // Other sites learn nothing of the pages a visitor came from; this site still sees its own.
    referrerPolicy: { policy: 'same-origin' as const },
    frameguard: { action: 'deny' as const },
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A browser says where a request comes from in Sec-Fetch-Site and Origin. A post from another site
 * (cross-site, or a sibling subdomain: same-site) is refused; so is an Origin naming another host than
 * this one or the site's public address.
 */
function isCrossSite(request: FastifyRequest, publicHosts: ReadonlySet<string>): boolean {
  const fetchSite = request.headers['sec-fetch-site']
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true
  const origin = request.headers.origin
  if (origin === undefined) return false
  // A privacy-sensitive context sends "null"; it is this site's only when the browser says same-origin.
  if (origin === 'null') return fetchSite !== 'same-origin'
  try {
    const { protocol, host } = new URL(origin)
    // Through the URL parser too, so a default port (:80, :443) compares equal to none.
    const ownHost = new URL(`${protocol}//${request.host}`).host
    return host !== ownHost && !publicHosts.has(host)
  } catch {
    return true
  }
}

/**
 * The headers helmet sets with these options, worked out once. They are the same for every answer (no
 * CSP nonces), but @fastify/helmet builds helmet's middleware again on every request, which cost a
 * third of the time of serving a page; so helmet runs once here, on a probe, and its headers are kept.
 */
export async function securityHeaders(calendarUrl: string): Promise<Record<string, string>> {
  const probe = Fastify()
  let headers: Record<string, string> = {}
  try {
    await probe.register(helmet, helmetOptions(calendarUrl))
    // Helmet has set its headers on the raw response before the handler runs; nothing else has.
    probe.get('/', (_request, reply) => {
      headers = Object.fromEntries(Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]))
      return reply.send()
    })
    await probe.inject('/')
  } finally {
    await probe.close()
  }
  if (!headers['content-security-policy']) throw new Error('helmet set no Content-Security-Policy')
  return headers
}

// The headers registered for each Node server, for the answers made before any hook of the app runs.
const registered = new WeakMap<object, Readonly<Record<string, string>>>()

/**
 * The security headers of the app served by this Node server (Fastify's `server`): for the answers Node
 * and Fastify make on their own, before the app's hook could set them (http-server.ts,
 * server-options.ts). Empty until the app has registered.
 */
export function securityHeadersOf(server: object): Readonly<Record<string, string>> {
  return registered.get(server) ?? {}
}

/** Sets the security headers on every answer Fastify gives through the app, and registers them for the answers made before it. */
export async function registerSecurity(app: FastifyInstance, { calendarUrl, siteUrl }: { calendarUrl: string; siteUrl: string }): Promise<void> {
  const headers = await securityHeaders(calendarUrl)
  registered.set(app.server, headers)
  const publicHosts = new Set([new URL(siteUrl).host])
  // One synchronous hook for every answer (pages, API, 404s, errors): no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers)
    if (!safeMethods.has(request.method) && isCrossSite(request, publicHosts)) return done(errors.crossSite())
    done()
  })
}
