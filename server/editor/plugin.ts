// The editor's server as a Fastify plugin that never listens (scripts/edit.ts registers it and listens
// on the loopback): the site's pages under the editor's built UI (pages.ts), and the API the page calls
// (one module per resource, each route with its JSON Schemas; the addresses and shapes in contract.ts).
// The public site's process (server/main.ts) never loads it.
import type { FastifyInstance } from 'fastify'
import { createValidatorCompiler } from '../contact-schema.ts'
import { editorContext } from './editor-context.ts'
import { editorErrorHandler, editorErrors } from './editor-errors.ts'
import { registerEditorSecurity } from './editor-security.ts'
import { checkRoutes } from './check-routes.ts'
import { editorPages } from './pages.ts'
import { proposeRoutes } from './propose.ts'
import { reviewPictures } from './review-pictures.ts'
import { reviewRoutes } from './review.ts'
import { savedDraftRoutes } from './saved-drafts.ts'
import { editorSession } from './session.ts'
import { siteRoutes } from './site-routes.ts'
import { siteState } from './site-state.ts'
import { apiPrefix } from './contract.ts'

export interface EditorOptions {
  siteDir: string
  /** The editor's built UI (scripts/build/editor-bundle.ts). */
  bundleDir: string
  /** The port it listens on: its own origins are http://127.0.0.1:<port> and http://localhost:<port>. */
  port: number
}

export default async function editor(app: FastifyInstance, { siteDir, bundleDir, port }: EditorOptions) {
  // The server's validator: no type is coerced (a list position stays a number), nothing is dropped.
  app.setValidatorCompiler(createValidatorCompiler())
  app.setErrorHandler(editorErrorHandler)
  app.setNotFoundHandler(() => { throw editorErrors.notFound() })
  await registerEditorSecurity(app, port)
  const session = editorSession()
  app.addHook('onRequest', (request, _reply, done) => {
    done(request.url.startsWith(apiPrefix) && !session.accepts(request) ? editorErrors.noSession() : undefined)
  })
  const site = siteState(siteDir)
  const context = editorContext(siteDir, site)
  const pictures = reviewPictures(siteDir)
  app.addHook('onClose', async () => {
    site.close()
    context.close()
  })
  await app.register(siteRoutes, context)
  await app.register(checkRoutes, context)
  await app.register(savedDraftRoutes, context)
  await app.register(reviewRoutes, { context, pictures })
  await app.register(proposeRoutes, { context, pictures })
  await app.register(editorPages, { bundleDir, site, token: session.token })
}
