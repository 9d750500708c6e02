// The server as a Fastify plugin that never listens: the built site from memory, GET /api/testimonials,
// POST /api/contact, GET /healthz and /readyz, the message store (SQLite, or PostgreSQL with a
// databaseUrl) and (when mail settings are given) the outbox worker that emails each message to the
// firm. main.ts registers it and listens; tests register it and inject.
import formbody from '@fastify/formbody'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { loadSite, type Site } from '../schema/load-site.ts'
import { formatProblem } from '../schema/problem.ts'
import { defaultOutbox, defaultRateLimit, type OutboxSettings, type RateLimitSettings } from './config.ts'
import { createValidatorCompiler } from './contact-schema.ts'
import { createErrorHandler, errors } from './errors.ts'
import { fieldLabels, findPostForms } from './form-posts.ts'
import { registerJsonParser } from './json-body.ts'
import { createMailer, type MailSettings } from './mailer.ts'
import { openMessagesStore } from './open-store.ts'
import { createOutboxWorker } from './outbox-worker.ts'
import { databaseRateLimitStore } from './rate-limit-store.ts'
import { contactRoutes } from './routes/contact.ts'
import { healthRoutes } from './routes/health.ts'
import { siteRoutes } from './routes/site.ts'
import { testimonialsRoutes } from './routes/testimonials.ts'
import { registerSecurity } from './security.ts'
import { loadStaticSite } from './static-files.ts'

export interface AppOptions {
  /** The site, already loaded and valid; or leave it out to load it from siteDir. */
  site?: Site
  siteDir?: string
  /** The built site (dist/client). */
  distDir: string
  /** Where the SQLite message database lives. */
  dataDir: string
  /** postgres://…: keep the messages in PostgreSQL instead, shared with other server processes. */
  databaseUrl?: string
  /** Email each message to the firm; without it messages are only kept (npm run messages lists them). */
  mail?: MailSettings
  rateLimit?: RateLimitSettings
  outbox?: Partial<OutboxSettings>
}

function loadValidSite(siteDir: string | undefined): Site {
  const { problems, site } = loadSite(siteDir)
  if (site) return site
  throw new Error(`site/ has ${problems.length} problem(s); the server does not start with an invalid site:\n${problems.map(formatProblem).join('\n')}`)
}

export default async function app(fastify: FastifyInstance, options: AppOptions) {
  const site = options.site ?? loadValidSite(options.siteDir)
  const { firm, meta } = site.config
  const forms = findPostForms(site.pages)
  const labels = fieldLabels(forms)

  fastify.setValidatorCompiler(createValidatorCompiler())
  fastify.setErrorHandler(createErrorHandler(labels))
  // Only JSON and web forms are accepted; anything else is a 415, not a string to validate.
  fastify.removeContentTypeParser('text/plain')
  registerJsonParser(fastify)
  await fastify.register(formbody)
  await registerSecurity(fastify, { calendarUrl: firm.calendarUrl, siteUrl: meta.siteUrl })

  const store = await openMessagesStore({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    onIdleError: (error) => fastify.log.warn({ err: error }, 'a database connection failed while idle; the next query opens another'),
  })
  await fastify.register(rateLimit, {
    global: false,
    // A database several processes share counts for all of them; otherwise each process counts in memory.
    ...(store.countHit ? { store: databaseRateLimitStore(store.countHit.bind(store)) } : {}),
    errorResponseBuilder: (_request, context) => errors.tooManyMessages(context.after),
  })
  const mailer = options.mail && createMailer(options.mail, {
    firmName: firm.name,
    from: options.mail.from ?? firm.email,
    to: options.mail.to ?? firm.email,
  })
  const worker = mailer && createOutboxWorker({ store, mailer, settings: { ...defaultOutbox, ...options.outbox }, log: fastify.log })
  fastify.addHook('onReady', async () => worker?.start())
  // Closing: from the first moment no new message is claimed (one stored meanwhile stays in the outbox for
  // the next start or another instance); the one being sent finishes, and the last request is answered,
  // before the database closes.
  let workerStopped: Promise<void> | undefined
  let closing = false
  fastify.addHook('preClose', async () => {
    closing = true
    workerStopped = worker?.stop()
  })
  // An answer to a request that was in flight when closing began ends its connection: a keep-alive
  // client would otherwise hold the close open until its idle timeout.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close')
    done(null, payload)
  })
  fastify.addHook('onClose', async () => {
    await (workerStopped ?? worker?.stop())
    await store.close()
  })

  const staticSite = loadStaticSite(options.distDir)
  if (staticSite.routes.size === 0) fastify.log.warn({ distDir: options.distDir }, 'no built site found; run `npm run build` to serve the pages')

  await fastify.register(healthRoutes, { ping: () => store.ping() })
  await fastify.register(testimonialsRoutes, { testimonials: site.testimonials })
  await fastify.register(contactRoutes, {
    store,
    forms,
    labels,
    deliver: worker !== undefined,
    onStored: () => worker?.notify(),
    rateLimit: options.rateLimit ?? defaultRateLimit,
  })
  await fastify.register(siteRoutes, { site: staticSite })
}
