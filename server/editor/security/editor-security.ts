// What keeps the editor to its own page, on a machine where any other site may be open in the browser:
//   - it answers only requests addressed to it by its own name (Host): a page of another site whose
//     name is made to point at 127.0.0.1 (DNS rebinding) is refused before anything is read;
//   - an API request must come from the editor's own origin: an Origin of any other (another port of
//     localhost included), or a browser's Sec-Fetch-Site saying cross-site or same-site, is refused;
//   - hosted (EDITOR_ORIGIN), it answers only at that origin's host, and every request that changes
//     anything (not GET or HEAD), the sign-in routes' too, must carry an Origin equal to it;
//   - every answer forbids framing by any other origin (the editor frames its own pages, to preview a
//     page at a phone's or tablet's width, renderer/editor/preview/PreviewFrame.tsx) and carries a Content Security Policy as strict as visitors' pages,
//     and none carries CORS headers, so no other origin may read one.
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import { apiPrefix } from '../contract.ts'
import { editorErrors } from '../editor-errors.ts'
import { authPrefix } from '../sign-in-contract.ts'

/** The origins the editor is opened at: its port on the loopback names. */
const ownOrigins = (port: number) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`, `http://[::1]:${port}`]

/** `hosted`: EDITOR_ORIGIN, the one origin of the hosted editor; locally the loopback's names. */
export async function registerEditorSecurity(app: FastifyInstance, port: number, hosted?: string) {
  const origins = new Set(hosted ? [hosted] : ownOrigins(port))
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
        // Its own pages only: the preview at a chosen width.
        frameSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    hsts: hosted?.startsWith('https:') ? { maxAge: 31_536_000 } : false,
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'sameorigin' },
  })
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('cache-control', 'no-store')
    if (!hosts.has(request.headers.host ?? '')) return done(editorErrors.wrongHost(hosted ?? ownOrigins(port)[0]!))
    const changes = request.method !== 'GET' && request.method !== 'HEAD'
    if (hosted && changes && request.headers.origin !== hosted) return done(editorErrors.crossSite())
    if (!request.url.startsWith(apiPrefix) && !request.url.startsWith(authPrefix)) return done()
    const fetchSite = request.headers['sec-fetch-site']
    const origin = request.headers.origin
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') return done(editorErrors.crossSite())
    // The Host is one of the editor's names (above); the page it served sends that same origin.
    if (origin !== undefined && origin !== (hosted ?? `http://${request.headers.host}`)) return done(editorErrors.crossSite())
    done()
  })
}
