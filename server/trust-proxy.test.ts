// F5 of the security review: the address the contact form's rate limit counts. Behind a proxy the
// visitor's address comes from X-Forwarded-For, which a client can forge, so only the proxies named
// in TRUST_PROXY are believed; the unsafe settings are refused at start-up with the safe ones named.
import { afterAll, describe, expect, it } from 'vitest'
import { readConfig } from './config.ts'
import { send } from './test-http-client.ts'
import { contactMessage, listenApp, removeTempDirs, type ListeningApp } from './test-support.ts'

afterAll(removeTempDirs)

describe("F5: the address the contact form's rate limit counts", () => {
  // What a client wrote itself, then what the proxy in front appended: the address it saw.
  const post = (app: ListeningApp, forged: string, visitor = '198.51.100.7') =>
    send(app.port, 'POST', '/api/contact', { 'content-type': 'application/json', 'x-forwarded-for': `${forged}, ${visitor}` }, JSON.stringify(contactMessage()))

  // Each TRUST_PROXY either starts a server on which a forged X-Forwarded-For changes nothing and each
  // visitor is counted by the address the proxy saw, or is refused at start-up, saying what to set.
  it.each(['true', '1', '127.0.0.1', 'loopback, 10.0.0.0/8'])('TRUST_PROXY=%s: a client forging X-Forwarded-For is still one address', async (setting) => {
    let trustProxy
    try {
      trustProxy = readConfig({ TRUST_PROXY: setting }).trustProxy
    } catch (error) {
      expect((error as Error).message).toContain('Set TRUST_PROXY to the addresses of the proxies in front of the server')
      return
    }
    const app = await listenApp({ rateLimit: { max: 2, windowMs: 60_000 } }, { server: { trustProxy } })
    try {
      const statuses = [(await post(app, '203.0.113.1')).status, (await post(app, '203.0.113.2')).status, (await post(app, '203.0.113.3')).status]
      expect(statuses).toEqual([201, 201, 429])
      // Another visitor behind the same proxy is counted apart: the proxy's own address is not counted.
      expect((await post(app, '203.0.113.1', '198.51.100.8')).status).toBe(201)
      expect(app.logs.some((line) => line.includes('"remoteAddress":"198.51.100.7"'))).toBe(true)
      expect(app.logs.some((line) => line.includes('203.0.113.'))).toBe(false)
    } finally {
      await app.app.close()
    }
  })

  it.each([
    ['true', /TRUST_PROXY=true would take a visitor's address from the leftmost X-Forwarded-For entry/],
    ['1', /TRUST_PROXY=1 is a number of proxies, which Fastify does not take/],
    ['yes', /TRUST_PROXY must list the proxies' addresses or ranges .* "yes" is not one/],
    ['10.0.0.0/33', /"10\.0\.0\.0\/33" is not one/],
  ])('TRUST_PROXY=%s is refused with a message naming the safe settings', (setting, message) => {
    expect(() => readConfig({ TRUST_PROXY: setting })).toThrow(message)
    expect(() => readConfig({ TRUST_PROXY: setting })).toThrow(
      'Set TRUST_PROXY to the addresses of the proxies in front of the server (127.0.0.1 or loopback for an nginx on the same machine',
    )
  })

  it.each([
    ['', false],
    ['false', false],
    ['127.0.0.1', '127.0.0.1'],
    [' loopback , 10.0.0.0/8 ', 'loopback,10.0.0.0/8'],
    ['::1, fd00::/8', '::1,fd00::/8'],
  ])('TRUST_PROXY=%j is taken as %j', (setting, trustProxy) => {
    expect(readConfig({ TRUST_PROXY: setting }).trustProxy).toBe(trustProxy)
  })
})
