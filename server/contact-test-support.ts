// What the tests of POST /api/contact share: every test runs on each database, on an app of its own
// (a new, empty database) closed after it; the post itself; and stored records without what the
// server adds to a message.
import { afterAll, afterEach, describe } from 'vitest'
import { buildApp, databases, removeTempDirs, type DatabaseKind, type TestApp } from './test-support.ts'

type Setup = (options?: Parameters<typeof buildApp>[0]) => Promise<TestApp>

/** Declares `tests` once per database; `setup` builds an app on it, closed after its test. */
export function onEachDatabase(tests: (setup: Setup) => void) {
  afterAll(removeTempDirs)
  describe.each(databases)('on %s', (database) => tests(appsOn(database)))
}

function appsOn(database: DatabaseKind): Setup {
  const apps: TestApp[] = []
  afterEach(async () => {
    for (const { app } of apps.splice(0)) await app.close()
  })
  return async (options: Parameters<typeof buildApp>[0] = {}) => {
    const built = await buildApp({ database, ...options })
    apps.push(built)
    return built
  }
}

export const post = (t: TestApp, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, headers })

export const stripRecord = (records: Awaited<ReturnType<TestApp['stored']>>) =>
  records.map(({ id: _i, receivedAt: _r, delivery: _d, attempts: _a, sentAt: _s, lastError: _l, ...message }) => message)
