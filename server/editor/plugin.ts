// The editor's server as a Fastify plugin that never listens (scripts/edit.ts registers it and listens
// on the loopback): the site's pages under the editor's built UI (pages/pages.ts), and the API the page
// calls (one module per resource, in the rooms server/editor/README.md lists, each route with its JSON
// Schemas; the addresses and shapes in contract.ts). Its mode (editor-mode.ts), decided by whoever
// registers it: hosted, where staff sign in (sign-in/hosted.ts), or the local editor of one person.
// The public site's process (server/main.ts) never loads it.
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import { constants } from 'node:zlib'
import { createValidatorCompiler } from '../contact-schema.ts'
import { limitBodies } from './security/body-limits.ts'
import { openMessagesStore } from '../open-store.ts'
import { editorContext } from './editor-context.ts'
import { answerSchemasWithErrors, editorErrorHandler, editorErrors } from './editor-errors.ts'
import { hostedMode, repositoryOf, type EditorMode } from './editor-mode.ts'
import { registerHosted } from './sign-in/hosted.ts'
import { registerEditorSecurity } from './security/editor-security.ts'
import { checkRoutes } from './editing/check-routes.ts'
import { editorPages } from './pages/pages.ts'
import { messagesRoutes } from './messages/messages-routes.ts'
import { draftedPhotos } from './photos/drafted-photos.ts'
import { photoRoutes } from './photos/photo-routes.ts'
import { liveSiteWatch } from './requests/live-site.ts'
import { presenceRoutes } from './people/presence-routes.ts'
import { proposeRoutes } from './proposals/propose.ts'
import { requestDecisionRoutes } from './requests/request-decisions.ts'
import { requestPublisher } from './requests/hosted-requests.ts'
import { startPublishSchedule } from './requests/publish-schedule.ts'
import { publicationRoutes } from './requests/publication-history.ts'
import { pageVersionRoutes } from './requests/page-versions.ts'
import { requestCheckRoutes } from './requests/request-checks.ts'
import { previewLinkRoutes } from './requests/preview-links.ts'
import { requestMail } from './requests/request-mail.ts'
import { reviewPictures } from './review/review-pictures.ts'
import { reviewRoutes } from './review/review.ts'
import { savedDraftRoutes } from './drafts/saved-drafts.ts'
import { editorSession } from './security/session.ts'
import { siteRoutes } from './site/site-routes.ts'
import { editorIdentity } from './site/site-remote-config.ts'
import { siteState } from './site/site-state.ts'
import { join } from 'node:path'

export interface EditorOptions {
  siteDir: string
  /** The editor's built UI (scripts/build/editor-bundle.ts). */
  bundleDir: string
  /** The port it listens on: its own origins are http://127.0.0.1:<port> and http://localhost:<port>. */
  port: number
  /** The message store's database, which keeps the drafts: SQLite under dataDir, or PostgreSQL. */
  dataDir: string
  databaseUrl?: string
  /** Local, or hosted (where staff sign in, with or without the site's repository): editor-mode.ts. */
  mode: EditorMode
  /** Who else has the same page open: its clock and how long an entry lasts (tests change them). */
  presence?: Parameters<typeof presenceRoutes>[1]
  /** The clock of publications set for a time, and how often it looks (tests change them). */
  schedule?: { now?: () => number; everyMs?: number }
}

export default async function editor(app: FastifyInstance, options: EditorOptions) {
  const { siteDir, bundleDir, port, dataDir, databaseUrl, mode, presence } = options
  const hosted = hostedMode(mode)
  const repository = repositoryOf(mode)
  // Hosted with EDITOR_REPO, the site folder follows the repository's main version and nothing is saved
  // into it; otherwise it is a working tree's (or a folder outside git), where Save writes.
  const followed = repository && !repository.workingTree ? repository : undefined
  // The server's validator: no type is coerced (a list position stays a number), nothing is dropped.
  app.setValidatorCompiler(createValidatorCompiler())
  app.setErrorHandler(editorErrorHandler)
  answerSchemasWithErrors(app)
  app.setNotFoundHandler((_request, reply) => reply.send(editorErrors.notFound()))
  limitBodies(app)
  await registerEditorSecurity(app, port, hosted?.origin)
  // The API answers JSON of up to a megabyte (GET site): compressed for a phone on a slow network, at
  // a quality that costs the server milliseconds. JSON only: the UI's files were compressed when they
  // were built (pages.ts), and the page carries the session's token.
  await app.register(compress, {
    customTypes: /^application\/json\b/,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  })
  // A database that does not open fails the drafts' requests with its reason, not the local editor's
  // start; the hosted editor needs it to know anyone, so it does not start without it.
  const store = openMessagesStore({ dataDir, databaseUrl })
  store.catch(() => {})
  const people = hosted ? (await store).people : undefined
  // Hosted, the main version's pictures, which the live site shows, are open for a preview link's page (requests/preview-links.ts).
  const mail = hosted && (await registerHosted(app, { ...hosted, people: people!, siteDir, openPictures: Boolean(followed) }))
  const token = editorSession(app, !hosted)
  const site = siteState(siteDir)
  const context = editorContext(siteDir, site, {
    drafts: async () => (await store).editorDrafts,
    // Hosted with the site's repository, a photo added is its person's until sent for review (photos/drafted-photos.ts).
    photos: followed && draftedPhotos(join(dataDir, 'drafted-photos')),
    audit: people && (({ editorPerson: by, ip }, action, detail) => people.audit({ person: by?.id, email: by?.email, action, detail, address: ip })),
  })
  const pictures = reviewPictures(siteDir, followed?.folder.version)
  app.addHook('onClose', async () => {
    await pictures.close()
    await (await store.catch(() => undefined))?.close()
  })
  await app.register(siteRoutes, context)
  await app.register(checkRoutes, { context, saving: !followed })
  // Hosted with EDITOR_REPO, what is sent is a change request in the database: answered, scheduled,
  // previewed, published and undone here (requests/); locally, publishing is merging the pull request.
  const requests = followed && hosted ? (await store).changeRequests : undefined
  await app.register(savedDraftRoutes, { context, requestState: requests && (async (id) => (await requests.request(id))?.state) })
  await app.register(photoRoutes, { context, drafted: context.photos })
  await app.register(reviewRoutes, { context, pictures })
  const notify = requests && mail ? requestMail(mail, people!, requests, hosted!.origin, app.log) : undefined
  await app.register(proposeRoutes, { context, repository: mode.repository, pictures, requests, mail: notify })
  if (followed && requests) {
    const watchLive = hosted?.liveSite ? liveSiteWatch(hosted.liveSite, followed.remote, requests) : undefined
    await app.register(requestDecisionRoutes, { context, requests, mail: notify, watchLive })
    await app.register(publicationRoutes, { context, ...followed, requests })
    await app.register(pageVersionRoutes, { context, remote: followed.remote, requests })
    await app.register(requestCheckRoutes, { ...followed, requests })
    const links = (await store).previewLinks
    await app.register(previewLinkRoutes, { context, requests, links, people: people!, remote: followed.remote, origin: hosted!.origin })
    const publisher = requestPublisher({ ...followed, requests, mail: notify })
    const schedule = startPublishSchedule({
      requests,
      log: app.log,
      ...options.schedule,
      async publish(request, by) {
        const person = await people!.person(by)
        await publisher(request, person ? { name: person.name || person.email, email: person.email } : editorIdentity(), by)
      },
      failed: (request, why) => notify?.refused(request.id, why),
    })
    app.addHook('onClose', schedule.close)
  }
  await app.register(messagesRoutes, { store: () => store })
  presenceRoutes(app, presence)
  await app.register(editorPages, { bundleDir, site, token, onPageOpen: followed?.folder.refresh, photos: context.photos })
}
