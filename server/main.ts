// The listening entry: reads the settings, refuses to start on an invalid site (printing every problem),
// creates Fastify with its logger and its connection limits (server-options.ts), registers the app and
// listens. With SITE_REPO the site served is the newest commit of the site's repository, fetched and
// built first when no build of it is kept (site-follow/), and it follows that repository. SIGTERM or SIGINT closes it gracefully (close-with-grace): no new connections, requests in
// flight finish, the outbox worker finishes its send, the database closes; after closeDelayMs it exits anyway.
import closeWithGrace from 'close-with-grace'
import Fastify from 'fastify'
import { loadSite } from '../schema/load-site.ts'
import { formatProblem, problemCount } from '../schema/problem.ts'
import app from './app.ts'
import { readConfig } from './config.ts'
import { databaseLocation } from './open-store.ts'
import { serverOptions } from './server-options.ts'
import { openSiteFollower } from './site-follow/follower.ts'

const closeDelayMs = 10_000

let config
try {
  config = readConfig()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

const server = Fastify(serverOptions(config))
let follow
try {
  follow = config.siteFollow && (await openSiteFollower(config.siteFollow, config.dataDir, server.log))
} catch (error) {
  console.error((error as Error).message)
  console.error("\nThe server did not start: the site's repository (SITE_REPO) has no build to serve.")
  process.exit(1)
}
const { problems, site } = follow ? { problems: [], site: follow.live.site } : loadSite(config.siteDir)
if (!site) {
  for (const problem of problems) console.error(formatProblem(problem))
  console.error(
    `\nThe server did not start: site/ has ${problemCount(problems.length)}. Fix ${problems.length === 1 ? 'it' : 'them'} (npm run validate) and start again.`,
  )
  process.exit(1)
}

await server.register(app, {
  site,
  distDir: follow ? follow.live.distDir : config.distDir,
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  mail: config.mail,
  rateLimit: config.rateLimit,
  outbox: config.outbox,
  follow,
})

closeWithGrace({ delay: closeDelayMs, logger: server.log }, async ({ signal, err }) => {
  if (err) server.log.error({ err }, 'closing after an unexpected error')
  else server.log.info({ signal }, 'closing: finishing requests in progress')
  await server.close()
  server.log.info('closed: every request answered, the database closed')
})

try {
  await server.listen({ host: config.host, port: config.port })
} catch (error) {
  server.log.error({ err: error }, 'could not listen')
  process.exit(1)
}
const database = databaseLocation(config)
server.log.info(
  config.mail ? { database, smtp: `${config.mail.host}:${config.mail.port}` } : { database },
  config.mail ? 'messages are stored and emailed to the firm' : 'mail is not configured: messages are stored; read them with `npm run messages`',
)
