// The server as a Fastify plugin that never listens: the built site from memory, GET /api/testimonials,
// POST /api/contact, GET /healthz and /readyz, the message store (SQLite, or PostgreSQL with a
// databaseUrl) and (when mail settings are given) the outbox worker that emails each message to the
// firm. With a follower (SITE_REPO, site-follow/), the served site is replaced whole by each new build of
// the site's repository, and POST /api/site-hook asks it to fetch. main.ts registers it and listens;
// tests register it and inject.
import formbody from '@fastify/formbody'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { loadSite, type Site } from '../schema/load-site.ts'
import { formatProblem, problemCount } from '../schema/problem.ts'
import { defaultOutbox, defaultRateLimit, type OutboxSettings, type RateLimitSettings } from './config.ts'
import { createValidatorCompiler } from './contact-schema.ts'
import { createErrorHandler, errors } from './errors.ts'
import { registerJsonParser } from './json-body.ts'
import { createMailer, type MailSettings } from './mailer.ts'
import { openMessagesStore } from './open-store.ts'
import { createOutboxWorker } from './outbox-worker.ts'
import { databaseRateLimitStore } from './rate-limit-store.ts'
import { contactRoutes } from './routes/contact.ts'
import { healthRoutes } from './routes/health.ts'
import { siteHookRoutes } from './routes/site-hook.ts'
import { siteRoutes } from './routes/site.ts'
import { testimonialsRoutes } from './routes/testimonials.ts'
import { registerSecurity } from './security.ts'
import { serveSite } from './served-site.ts'
import type { BuildFailure, SiteFollower } from './site-follow/follower.ts'

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
  /** The site's repository followed (SITE_REPO): its live build is `site` and `distDir` at the start. */
  follow?: SiteFollower
}

function loadValidSite(siteDir: string | undefined): Site {
  const { problems, site } = loadSite(siteDir)
  if (site) return site
  throw new Error(`site/ has ${problemCount(problems.length)}; the server does not start with an invalid site:\n${problems.map(formatProblem).join('\n')}`)
}

export default async function app(fastify: FastifyInstance, options: AppOptions) {
  const site = options.site ?? loadValidSite(options.siteDir)
  const { firm, meta } = site.config
  // Replaced whole, in this one assignment, when a newer build goes live; every request reads it once.
  let served = serveSite(site, options.distDir)
  const labels = () => served.labels

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
  const mailer =
    options.mail &&
    createMailer(options.mail, {
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

  if (served.files.routes.size === 0) fastify.log.warn({ distDir: options.distDir }, 'no built site found; run `npm run build` to serve the pages')

  const { follow } = options
  await fastify.register(healthRoutes, { ping: () => store.ping(), version: follow && (() => follow.live.commit) })
  await fastify.register(testimonialsRoutes, { testimonials: () => served.testimonials })
  await fastify.register(contactRoutes, {
    store,
    forms: () => served.forms,
    labels,
    deliver: worker !== undefined,
    onStored: () => worker?.notify(),
    rateLimit: options.rateLimit ?? defaultRateLimit,
  })
  await fastify.register(siteRoutes, { site: () => served.files })

  if (!follow) return
  const report = async ({ commit, text }: BuildFailure) => {
    await mailer?.notify({
      subject: `Website: the newest publication did not go live (${commit.slice(0, 12)})`,
      text: `The site was published, but its build failed, so the website still shows the version before it. Correct the problems below and publish again.\n\n${text}\n`,
    })
  }
  fastify.addHook('onReady', async () => follow.start({ goLive: (live, previous) => (served = serveSite(live.site, live.distDir, previous.distDir)), report }))
  fastify.addHook('preClose', () => follow.stop())
  const secret = follow.settings.hookSecret
  if (secret) await fastify.register(siteHookRoutes, { secret, check: () => void follow.check() })
}
