// What keeps the editor to its own page, on a machine where any other site may be open in the browser:
//   - it answers only requests addressed to it by its own name (Host): a page of another site whose
//     name is made to point at 127.0.0.1 (DNS rebinding) is refused before anything is read;
//   - an API request must come from the editor's own origin: an Origin of any other (another port of
//     localhost included), or a browser's Sec-Fetch-Site saying cross-site or same-site, is refused;
//   - every answer forbids framing and carries a Content Security Policy as strict as visitors' pages,
//     and none carries CORS headers, so no other origin may read one.
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import { apiPrefix } from './contract.ts'
import { editorErrors } from './editor-errors.ts'

/** The origins the editor is opened at: its port on the loopback names. */
const ownOrigins = (port: number) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`, `http://[::1]:${port}`]

export async function registerEditorSecurity(app: FastifyInstance, port: number) {
  const origins = new Set(ownOrigins(port))
  const hosts = new Set([...origins].map((origin) => new URL(origin).host))
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The built editor's own modules only: no inline script, no eval.
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // React sets style attributes, as on visitors' pages.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The review's pictures are shown from object URLs.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    hsts: false,
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
  })
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('cache-control', 'no-store')
    if (!hosts.has(request.headers.host ?? '')) return done(editorErrors.wrongHost(ownOrigins(port)[0]!))
    if (!request.url.startsWith(apiPrefix)) return done()
    const fetchSite = request.headers['sec-fetch-site']
    const origin = request.headers.origin
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') return done(editorErrors.crossSite())
    // The Host is one of the editor's names (above); the page it served sends that same origin.
    if (origin !== undefined && origin !== `http://${request.headers.host}`) return done(editorErrors.crossSite())
    done()
  })
}
