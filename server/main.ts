// The listening entry: reads the settings, refuses to start on an invalid site (printing every problem),
// creates Fastify with its logger and its connection limits (server-options.ts), registers the app and
// listens. SIGTERM or SIGINT closes it gracefully: no new connections, answered requests finish, the outbox worker finishes its send, the database closes.
import Fastify from 'fastify'
import { loadSite } from '../schema/load-site.ts'
import { formatProblem } from '../schema/problem.ts'
import app from './app.ts'
import { readConfig } from './config.ts'
import { databaseFile } from './messages-store.ts'
import { serverOptions } from './server-options.ts'

const closeTimeoutMs = 10_000

let config
try {
  config = readConfig()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

const { problems, site } = loadSite(config.siteDir)
if (!site) {
  for (const problem of problems) console.error(formatProblem(problem))
  console.error(`\nThe server did not start: site/ has ${problems.length} problem${problems.length === 1 ? '' : 's'}. Fix ${problems.length === 1 ? 'it' : 'them'} (npm run validate) and start again.`)
  process.exit(1)
}

const server = Fastify(serverOptions(config))
await server.register(app, {
  site,
  distDir: config.distDir,
  dataDir: config.dataDir,
  mail: config.mail,
  rateLimit: config.rateLimit,
  outbox: config.outbox,
})

let closing = false
async function shutdown(signal: string) {
  if (closing) {
    server.log.warn({ signal }, 'second signal: exiting now')
    process.exit(1)
  }
  closing = true
  server.log.info({ signal }, 'closing: finishing requests in progress')
  const timer = setTimeout(() => {
    server.log.error('did not close in time: exiting')
    process.exit(1)
  }, closeTimeoutMs)
  timer.unref()
  try {
    await server.close()
    process.exit(0)
  } catch (error) {
    server.log.error({ err: error }, 'error while closing')
    process.exit(1)
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

try {
  await server.listen({ host: config.host, port: config.port })
} catch (error) {
  server.log.error({ err: error }, 'could not listen')
  process.exit(1)
}
server.log.info(
  config.mail
    ? { database: databaseFile(config.dataDir), smtp: `${config.mail.host}:${config.mail.port}` }
    : { database: databaseFile(config.dataDir) },
  config.mail ? 'messages are stored and emailed to the firm' : 'mail is not configured: messages are stored; read them with `npm run messages`',
)
