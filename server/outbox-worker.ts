// Sends the outbox one message at a time. A message is claimed (leased) before it is sent and marked
// sent right after the SMTP server accepts it, so a running server never sends it twice; a failed
// attempt is tried again later, the delay doubling up to a ceiling, and is never given up: the message
// stays in the database either way. While the mail server is down the whole worker waits out the delay
// instead of trying every queued message in turn.
import type { FastifyBaseLogger } from 'fastify'
import type { OutboxSettings } from './config.ts'
import type { Mailer } from './mailer.ts'
import type { MessagesStore } from './messages-store.ts'

export interface OutboxWorker {
  start(): void
  /** A message was just stored: look at the outbox now instead of at the next poll. */
  notify(): void
  /** Stops claiming messages and waits (a few seconds at most) for the one being sent. */
  stop(): Promise<void>
}

export interface OutboxWorkerOptions {
  store: MessagesStore
  mailer: Mailer
  settings: OutboxSettings
  log: FastifyBaseLogger
  now?: () => number
}

const stopWaitMs = 5_000

function retryDelay(attempts: number, { baseDelayMs, maxDelayMs }: OutboxSettings, random = Math.random): number {
  const exponential = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1))
  // Jitter, so senders restarted together do not retry in lockstep.
  return Math.round(exponential * (0.8 + 0.4 * random()))
}

export function createOutboxWorker({ store, mailer, settings, log, now = Date.now }: OutboxWorkerOptions): OutboxWorker {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number | undefined> | undefined
  let stopped = false
  let woken = false

  const schedule = (delay: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => void run(), delay)
  }

  /** Sends every due message; answers the delay to wait after a failure, if one failed. */
  async function drain(): Promise<number | undefined> {
    while (!stopped) {
      const job = await store.claimDue(now(), settings.leaseMs)
      if (!job) return undefined
      const { id } = job.message
      try {
        await mailer.send(job.message)
      } catch (error) {
        const delay = retryDelay(job.attempts, settings)
        await store.markFailed(id, now() + delay, describe(error))
        log.warn(
          { messageId: id, attempts: job.attempts, retryInMs: delay, reason: describe(error) },
          'message not emailed yet; it stays in the outbox and will be tried again',
        )
        return delay
      }
      await store.markSent(id, now())
      log.info({ messageId: id, attempts: job.attempts }, 'message emailed')
    }
    return undefined
  }

  async function run() {
    timer = undefined
    if (stopped || running) return
    woken = false
    running = drain().catch((error: unknown) => {
      log.error({ err: error }, 'the outbox could not be read; trying again at the next poll')
      return undefined
    })
    const failedDelay = await running
    running = undefined
    if (!stopped) schedule(woken ? 0 : (failedDelay ?? settings.pollMs))
  }

  return {
    start() {
      if (!stopped) schedule(0)
    },
    notify() {
      if (stopped) return
      if (running) woken = true
      else schedule(0)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      if (running) {
        let wait: NodeJS.Timeout | undefined
        await Promise.race([running, new Promise((done) => (wait = setTimeout(done, stopWaitMs)))])
        clearTimeout(wait)
      }
      mailer.close()
    },
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const { code, responseCode } = error as Error & { code?: string; responseCode?: number }
  return [code, responseCode, error.message].filter(Boolean).join(' ')
}
