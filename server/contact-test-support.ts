// What the tests of POST /api/contact share: an app on the database under test for each test, closed
// after it; the post itself; and stored records without what the server adds to a message.
import { afterEach } from 'vitest'
import { buildApp, type DatabaseKind, type TestApp } from './test-support.ts'

/** Call inside a describe: answers how to build an app on `database`; each is closed after its test. */
export function appsOn(database: DatabaseKind) {
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
