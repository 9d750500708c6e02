// Publishing at a time a publisher set (POST requests/:id/schedule): the schedule lives in the database
// (change-requests-store.ts), so it survives a restart, and each due request is taken by one instance
// only. Every `everyMs`, and once at the start, the due requests are published by the same code as
// Publish, after the same checks. One an instance was down for is published when it starts, and its
// timeline says it was late. When a check or the repository refuses, nothing is published; the
// request keeps waiting, its timeline says why, and its sender and the publishers are emailed.
import type { FastifyBaseLogger } from 'fastify'
import type { ChangeRequestsStore } from '../../change-requests-store.ts'

type DueRequest = Awaited<ReturnType<ChangeRequestsStore['takeDue']>>[number]

interface ScheduleOptions {
  requests: ChangeRequestsStore
  /** Publishes the request as Publish does, by the person who set its time; throws why not. */
  publish(request: DueRequest, by: string): Promise<void>
  /** Tells the sender and the publishers, by email, that it was not published. */
  failed?(request: DueRequest, why: string): void
  log: FastifyBaseLogger
  /** The clock (tests set theirs) and how often it looks. */
  now?: () => number
  everyMs?: number
}

/** Later than this past its time, a publication says it was late: the editor was not running then. */
const lateAfterMs = 2 * 60_000

export function startPublishSchedule({ requests, publish, failed, log, now = Date.now, everyMs = 15_000 }: ScheduleOptions) {
  let running = Promise.resolve()

  async function publishDue() {
    for (const request of await requests.takeDue(now())) {
      const events = await requests.events(request.id)
      const by = events.findLast((e) => e.kind === 'scheduled')?.person ?? request.person
      try {
        await publish(request, by)
        if (now() - request.publishAt > lateAfterMs) {
          // The time it was set for, which the page says in the firm's time zone (requests-words.ts).
          await requests.remark(request.id, 'published late', new Date(request.publishAt).toISOString())
        }
      } catch (error) {
        const why = (error as Error).message
        log.warn({ err: error, request: request.id }, 'a scheduled publication was refused')
        await requests.remark(request.id, 'schedule failed', why)
        failed?.(request, why)
      }
    }
  }

  const tick = () => (running = running.then(publishDue).catch((error: unknown) => log.error({ err: error }, 'the publication schedule failed')))
  void tick()
  const timer = setInterval(tick, everyMs)
  return {
    /** Looks for due requests now (tests call it after moving their clock), and ends when they are published. */
    tick,
    async close() {
      clearInterval(timer)
      await running
    },
  }
}
