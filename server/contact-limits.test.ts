// POST /api/contact through inject: the limits on size and rate, the content types it takes, malformed
// bodies, and posts from other sites.
import { describe, expect, it } from 'vitest'
import { onEachDatabase, post } from './contact-test-support.ts'
import { contactMessage } from './test-support.ts'

onEachDatabase((setup) => {
  describe('limits', () => {
    it('refuses a 1 MB body with 413', async () => {
      const t = await setup()
      const res = await post(t, contactMessage({ message: 'a'.repeat(1024 * 1024) }))
      expect(res.statusCode).toBe(413)
      expect(res.json()).toEqual({ message: 'The message is too large. Shorten it and send it again.' })
      expect(await t.stored()).toEqual([])
    })

    it('refuses a body just over 32 KiB with 413', async () => {
      const t = await setup()
      const res = await post(t, { ...contactMessage(), message: 'a'.repeat(32 * 1024) })
      expect(res.statusCode).toBe(413)
      expect(await t.stored()).toEqual([])
    })

    it('answers a burst over the rate limit with 429 and Retry-After, storing only what was allowed', async () => {
      const t = await setup({ rateLimit: { max: 3, windowMs: 60_000 } })
      const statuses = []
      for (let i = 0; i < 5; i++) statuses.push((await post(t, contactMessage({ subject: `Message ${i}` }))).statusCode)
      expect(statuses).toEqual([201, 201, 201, 429, 429])
      const limited = await post(t, contactMessage())
      expect(limited.statusCode).toBe(429)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
      expect(limited.json().message).toMatch(/^Too many messages were sent from your address\. Please wait .+ and send it again, or call us\.$/)
      expect((await t.stored()).map((m) => m.subject)).toEqual(['Message 0', 'Message 1', 'Message 2'])
    })

    it('counts each client on its own', async () => {
      const t = await setup({ rateLimit: { max: 1, windowMs: 60_000 } })
      const from = (remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage(), remoteAddress })
      expect((await from('10.0.0.1')).statusCode).toBe(201)
      expect((await from('10.0.0.1')).statusCode).toBe(429)
      expect((await from('10.0.0.2')).statusCode).toBe(201)
      expect(await t.stored()).toHaveLength(2)
    })
  })

  describe('content types and malformed bodies', () => {
    it.each([
      ['text/plain', 'hello'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nJane\r\n--x--'],
      ['application/xml', '<message/>'],
    ])('refuses %s with 415', async (type, payload) => {
      const t = await setup()
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': type }, payload })
      expect(res.statusCode).toBe(415)
      expect(res.json()).toEqual({ message: 'Send the message as JSON (application/json) or as a web form (application/x-www-form-urlencoded).' })
      expect(await t.stored()).toEqual([])
    })

    it('refuses malformed JSON with 400 and a plain message that does not echo the body', async () => {
      const t = await setup()
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: '{"fullName": "Jane secret-value',
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ message: 'The request is not valid JSON.' })
      expect(res.body).not.toContain('secret-value')
      expect(await t.stored()).toEqual([])
    })

    it('refuses deeply nested JSON with 400, not a crash', async () => {
      const t = await setup()
      const payload = `{"fullName": ${'['.repeat(15_000)}${']'.repeat(15_000)}}`
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload })
      expect(res.statusCode).toBe(400)
      expect(await t.stored()).toEqual([])
    })

    it('refuses an empty JSON body with 400', async () => {
      const t = await setup()
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '' })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ message: 'The request is empty. Send the message as a JSON object.' })
    })
  })

  describe('posts from other sites', () => {
    it.each([
      ['a foreign Origin', { origin: 'https://evil.example.net' }],
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
      ['Origin: null from a cross-site context', { origin: 'null' }],
      ['an Origin that is not a URL', { origin: 'not a url' }],
    ])('are refused with 403: %s', async (_, headers) => {
      const t = await setup()
      const res = await post(t, contactMessage(), headers)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ message: "This form can only be sent from this website's own pages." })
      expect(await t.stored()).toEqual([])
    })

    it('a cross-site form post gets the 403 too, not a redirect', async () => {
      const t = await setup()
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { origin: 'https://evil.example.net', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ _form: '/contact#message-form', ...contactMessage() }).toString(),
      })
      expect(res.statusCode).toBe(403)
      expect(await t.stored()).toEqual([])
    })

    it.each([
      ['the same host', { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' }],
      ['the public site address', { origin: 'https://www.example.com' }],
      ['no Origin at all (not a browser)', {}],
    ])('are accepted from %s', async (_, headers) => {
      const t = await setup()
      expect((await post(t, contactMessage(), headers)).statusCode).toBe(201)
      expect(await t.stored()).toHaveLength(1)
    })
  })
})
