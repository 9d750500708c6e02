// The hosted editor under abuse by people who are not signed in, over real sockets: 1,000 asks for
// passkey options from one client are limited (429, in words) and the challenges kept stay bounded,
// while a signed-in person is still answered; a link by email is answered before any work that
// depends on whether the address is someone's (PostgreSQL, its tables locked meanwhile); and a
// person's 21st sign-in ends their oldest session.
import pg from 'pg'
import { afterAll, expect, test } from 'vitest'
import { removeCopies, copySampleSite } from '../../../schema/site-copy.ts'
import { challengeLimits } from '../../passkey-challenges.ts'
import { sessionLimits } from '../../people-store.ts'
import { startSmtpServer } from '../../test-smtp.ts'
import { eventually, newDatabase, removeTempDirs } from '../../test-support.ts'
import { openLimit } from './hosted.ts'
import { authPrefix, authRoutes, peopleRoutes, sessionCookie, signInPages } from '../sign-in-contract.ts'
import { linkSent } from './sign-in-routes.ts'
import { cookieOf, startHostedEditor } from '../test-support/test-hosted-editor.ts'

afterAll(() => {
  removeCopies()
  removeTempDirs()
})

const json = (answer: { body: Buffer }) => JSON.parse(answer.body.toString()) as Record<string, unknown>
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test('1,000 asks for passkey options are limited per client, the challenges kept stay bounded, and signed-in people are still answered', async () => {
  const editor = await startHostedEditor(copySampleSite(), await newDatabase())
  try {
    const cookie = await editor.signedIn('busy@example.com', 'editor')
    const answers = []
    // Twenty at a time, as a script would.
    for (let i = 0; i < 1_000; i += 20) {
      answers.push(...(await Promise.all(Array.from({ length: 20 }, () => editor.request('POST', authPrefix + authRoutes.passkeyOptions, { body: {} })))))
    }
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(openLimit.max)
    expect(statuses.filter((s) => s === 429)).toHaveLength(1_000 - openLimit.max)
    const refused = answers.find((a) => a.status === 429)!
    expect(json(refused).message).toMatch(/^Too many requests came from your address without signing in\. Wait (\d+ seconds?|1 minute) and try again\.$/)
    expect(await editor.store.people.pendingChallenges()).toBe(openLimit.max)
    expect((openLimit.max * challengeLimits.lifetimeMs) / openLimit.windowMs).toBeLessThan(challengeLimits.most)

    // Every other way in without a session is refused to this client too; a session is answered.
    expect((await editor.request('GET', signInPages.signIn)).status).toBe(429)
    expect((await editor.request('POST', authPrefix + authRoutes.useLink, { body: { secret: 'x'.repeat(43) } })).status).toBe(429)
    expect((await editor.request('GET', peopleRoutes.me)).status).toBe(429)
    expect((await editor.request('GET', peopleRoutes.me, { cookie })).status).toBe(200)
  } finally {
    await editor.close()
  }
}, 120_000)

test("a person's 21st sign-in ends their oldest session", async () => {
  const editor = await startHostedEditor(copySampleSite(), await newDatabase())
  try {
    const person = await editor.store.people.acceptInvitation(await editor.store.people.invite({ email: 'many@example.com', role: 'editor' }))
    const signIn = async () => {
      const secret = await editor.store.people.signInLink(person!.id)
      const answer = await editor.request('POST', authPrefix + authRoutes.useLink, { body: { secret } })
      expect(answer.status).toBe(200)
      return cookieOf(answer)
    }
    const oldest = await signIn()
    // Later by the clock than the oldest, whatever the machine's speed.
    await sleep(5)
    const newer = []
    for (let i = 0; i < sessionLimits.most; i++) newer.push(await signIn())
    expect(oldest.startsWith(`${sessionCookie}=`)).toBe(true)
    expect((await editor.request('GET', peopleRoutes.me, { cookie: oldest })).status).toBe(401)
    for (const cookie of newer) expect((await editor.request('GET', peopleRoutes.me, { cookie })).status).toBe(200)
    expect(json(await editor.request('GET', peopleRoutes.sessions, { cookie: newer[0] })) as unknown as unknown[]).toHaveLength(20)
  } finally {
    await editor.close()
  }
}, 60_000)

test("a link by email is answered before the look-up of the address: with the people's tables locked, a known address is answered at once", async () => {
  const smtp = await startSmtpServer()
  const database = await newDatabase('PostgreSQL')
  const editor = await startHostedEditor(copySampleSite(), database, { smtpPort: smtp.port })
  const locker = new pg.Client({ connectionString: database.databaseUrl })
  await locker.connect()
  try {
    await editor.signedIn('known@example.com', 'editor')
    // Nothing can read or write who is who until the lock ends: an answer that waited on it would not come.
    await locker.query('BEGIN')
    await locker.query('LOCK TABLE editor_people, editor_audit, editor_sign_in_links IN ACCESS EXCLUSIVE MODE')
    const ask = (email: string) => editor.request('POST', authPrefix + authRoutes.emailLink, { body: { email } })
    const held = new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 10_000))
    for (const email of ['known@example.com', 'stranger@example.com']) {
      const answer = await Promise.race([ask(email), held])
      expect(answer === 'held' ? answer : [answer.status, json(answer).message], email).toEqual([200, linkSent])
    }
    expect(smtp.received).toEqual([])
    await locker.query('COMMIT')
    await eventually(() => smtp.received.some((m) => m.to.includes('known@example.com')), 10_000, 'the sign-in email, once the lock ended')
    await eventually(
      async () => (await editor.store.people.auditLog()).filter((e) => e.action === 'sign-in link asked').length === 2,
      5_000,
      'both asks in the audit log',
    )
    expect(smtp.received.some((m) => m.to.includes('stranger@example.com'))).toBe(false)
  } finally {
    await locker.end()
    await editor.close()
    await smtp.close()
  }
}, 60_000)
