// Several server instances on one PostgreSQL database, as behind a load balancer: two apps (each with
// its own connection pool) share the idempotency keys, the rate limit and the outbox.
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import type { MessagesStore } from './messages-store.ts'
import { openMessagesStore } from './open-store.ts'
import { buildApp, contactMessage, eventually, newDatabase, removeTempDirs, sameDatabase, type Database, type TestApp } from './test-support.ts'
import { mailHeader, startSmtpServer, type TestSmtpServer } from './test-smtp.ts'

const apps: TestApp[] = []
const stores: MessagesStore[] = []
const servers: TestSmtpServer[] = []
afterEach(async () => {
  for (const { app } of apps.splice(0)) await app.close()
  for (const store of stores.splice(0)) await store.close()
  for (const server of servers.splice(0)) await server.close()
})
afterAll(removeTempDirs)

async function twoInstances(options: Parameters<typeof buildApp>[0] = {}): Promise<[TestApp, TestApp]> {
  const a = await buildApp({ database: 'PostgreSQL', ...options })
  const b = await buildApp({ ...options, ...sameDatabase(a) })
  apps.push(a, b)
  return [a, b]
}
async function openStore(database: Database): Promise<MessagesStore> {
  const store = await openMessagesStore(database)
  stores.push(store)
  return store
}
const post = (t: TestApp, payload: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, headers, remoteAddress })

describe('two instances on one PostgreSQL database', () => {
  it('store a message posted to both at once with one Idempotency-Key once, and answer both with its id', async () => {
    const [a, b] = await twoInstances()
    const keys = Array.from({ length: 20 }, () => crypto.randomUUID())
    const answers = await Promise.all(
      keys.flatMap((key, i) => [a, b].map((t) => post(t, contactMessage({ subject: `Retried ${i}` }), { 'idempotency-key': key }))),
    )
    expect(answers.map((res) => res.statusCode).every((status) => status === 201)).toBe(true)
    for (let i = 0; i < keys.length; i++) {
      const [first, second] = [answers[2 * i], answers[2 * i + 1]]
      expect(second.json().id).toBe(first.json().id)
      // Exactly one of the two stored it; the other answered the stored one again.
      expect([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true'])
    }
    const stored = await a.stored()
    expect(stored).toHaveLength(keys.length)
    expect(new Set(stored.map((m) => m.subject)).size).toBe(keys.length)
  })

  it('count one rate limit for a client, whichever instance answers', async () => {
    const [a, b] = await twoInstances({ rateLimit: { max: 3, windowMs: 60_000 } })
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await post(i % 2 ? b : a, contactMessage({ subject: `Message ${i}` }))).statusCode)
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429])
    // Another client still has its own three.
    expect((await post(b, contactMessage(), {}, '10.0.0.9')).statusCode).toBe(201)
    expect(await a.stored()).toHaveLength(4)
  })
})

describe('the outbox shared by several senders', () => {
  it('hands each message to exactly one sender when senders claim at the same moment', async () => {
    const database = await newDatabase('PostgreSQL')
    const senders = await Promise.all([openStore(database), openStore(database), openStore(database)])
    const ids: string[] = []
    for (let i = 0; i < 30; i++) {
      const saved = await senders[0].save(contactMessage({ subject: `Message ${i}` }), { requestHash: String(i), deliver: true })
      if (saved.outcome === 'stored') ids.push(saved.id)
    }
    const now = Date.now()
    // Every sender asks for more messages than there are, all at once.
    const claims = await Promise.all(senders.flatMap((sender) => Array.from({ length: 15 }, () => sender.claimDue(now, 60_000))))
    const claimed = claims.flatMap((job) => (job ? [job.message.id] : []))
    expect(claimed.toSorted()).toEqual(ids.toSorted())
    expect(claims.filter((job) => job !== undefined).every((job) => job.attempts === 1)).toBe(true)
  })

  it('lets another sender take a message when the lease of the sender that claimed it runs out', async () => {
    const database = await newDatabase('PostgreSQL')
    const dead = await openStore(database)
    const saved = await dead.save(contactMessage({ subject: 'Claimed by a sender that died' }), { requestHash: 'h', deliver: true })
    if (saved.outcome !== 'stored') throw new Error('not stored')
    const leaseMs = 1_500
    const claimedAt = Date.now()
    expect((await dead.claimDue(claimedAt, leaseMs))?.message.id).toBe(saved.id)
    await dead.close()

    // A running instance with mail: nothing to send while the lease holds, then it sends the message.
    const smtp = await startSmtpServer()
    servers.push(smtp)
    const alive = await buildApp({ ...database, mail: { host: '127.0.0.1', port: smtp.port, secure: false }, outbox: { pollMs: 25, leaseMs: 5_000 } })
    apps.push(alive)
    await new Promise((resolve) => setTimeout(resolve, claimedAt + leaseMs - 300 - Date.now()))
    expect(smtp.received).toHaveLength(0)
    await eventually(() => smtp.received.length === 1, 5_000, 'the email after the lease ran out')
    expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(leaseMs)
    expect(mailHeader(smtp.received[0].raw, 'Message-ID')).toBe(`<${saved.id}@example.com>`)
    await eventually(async () => (await alive.stored())[0].delivery === 'sent', 2_000, 'the message marked sent')
    expect((await alive.stored())[0].attempts).toBe(2)
  })
})
