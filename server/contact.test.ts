// POST /api/contact through inject: what is answered and what is (or is not) stored.
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import type { ContactMessage } from '../schema/generated/site-types.ts'
import { buildApp, contactMessage, databases, payrollQuote, removeTempDirs, type TestApp } from './test-support.ts'

const apps: TestApp[] = []
afterEach(async () => {
  for (const { app } of apps.splice(0)) await app.close()
})
afterAll(removeTempDirs)

const post = (t: TestApp, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, headers })

const stripRecord = (records: Awaited<ReturnType<TestApp['stored']>>) =>
  records.map(({ id: _i, receivedAt: _r, delivery: _d, attempts: _a, sentAt: _s, lastError: _l, ...message }) => message)

// Every test runs on both databases: each gets a new, empty one.
describe.each(databases)('on %s', (database) => {
  async function setup(options: Parameters<typeof buildApp>[0] = {}) {
    const built = await buildApp({ database, ...options })
    apps.push(built)
    return built
  }

  describe('a valid message', () => {
    it('stores a contact message exactly as sent, then answers 201 with its id', async () => {
      const t = await setup()
      const res = await post(t, contactMessage())
      expect(res.statusCode).toBe(201)
      const body = res.json()
      expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'received' })
      const stored = await t.stored()
      expect(stored).toHaveLength(1)
      expect(stored[0].id).toBe(body.id)
      expect(stripRecord(stored)).toEqual([contactMessage()])
      expect(stored[0].delivery).toBe('not emailed')
    })

    it('stores a payroll quote with its company and employee count', async () => {
      const t = await setup()
      const res = await post(t, payrollQuote())
      expect(res.statusCode).toBe(201)
      expect(stripRecord(await t.stored())).toEqual([payrollQuote()])
    })

    it('keeps markup in the message as text', async () => {
      const t = await setup()
      const markup = '<script>alert("x")</script><b>bold</b> & <img src=x onerror=alert(1)>'
      expect((await post(t, contactMessage({ message: markup }))).statusCode).toBe(201)
      expect((await t.stored())[0].message).toBe(markup)
    })

    it('accepts a message of exactly 5,000 characters', async () => {
      const t = await setup()
      expect((await post(t, contactMessage({ message: 'a'.repeat(5000) }))).statusCode).toBe(201)
      expect((await t.stored())[0].message).toHaveLength(5000)
    })
  })

  describe('an invalid message is refused with 400 and nothing is stored', () => {
    const required: [keyof ContactMessage, string][] = [
      ['fullName', 'Full Name is required.'],
      ['email', 'Your email is required.'],
      ['phone', 'Your phone is required.'],
      ['subject', 'Subject is required.'],
      ['message', 'Message is required.'],
    ]
    it.each(required)('without %s', async (field, message) => {
      const t = await setup()
      const { [field]: _, ...rest } = contactMessage()
      const res = await post(t, rest)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ message })
      expect(await t.stored()).toEqual([])
    })

    it.each([
      ['a number for a name', { fullName: 12345 }, 'Full Name must be text.'],
      ['a number for a phone (no coercion)', { phone: 9165550111 }, 'Your phone must be text.'],
      ['a boolean for an email', { email: true }, 'Your email must be text.'],
      ['a list for the message', { message: ['a', 'b'] }, 'Message must be text.'],
      ['null for the subject', { subject: null }, 'Subject must be text.'],
      ['an object for the company', { companyName: { name: 'x' } }, 'Business name must be text.'],
      ['an unknown employee count', { employeeCount: '7' }, 'Staff size must be one of: 1-5, 6-10, 11-25, 26-50, 51-100, 100+.'],
      ['an empty name', { fullName: '' }, 'Full Name is required.'],
      ['a malformed email', { email: 'jane.example.com' }, 'Your email must be a valid email address, like name@example.com.'],
    ])('with %s', async (_, change, message) => {
      const t = await setup()
      const res = await post(t, { ...contactMessage(), ...change })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ message })
      expect(await t.stored()).toEqual([])
    })

    it.each([
      ['an array', [contactMessage()]],
      ['a string', 'hello'],
      ['a number', 42],
    ])('with %s as the body', async (_, payload) => {
      const t = await setup()
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('The message must be an object with the form\'s fields.')
      expect(await t.stored()).toEqual([])
    })

    it('with an extra property', async () => {
      const t = await setup()
      const res = await post(t, { ...contactMessage(), isAdmin: true })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('The field "isAdmin" is not part of a message. Send only the form\'s fields.')
      expect(await t.stored()).toEqual([])
    })

    it.each([
      ['__proto__', '{"__proto__": {"isAdmin": true}, '],
      ['constructor.prototype', '{"constructor": {"prototype": {"isAdmin": true}}, '],
    ])('with a %s key', async (_, start) => {
      const t = await setup()
      const payload = start + JSON.stringify(contactMessage()).slice(1)
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('The message contains a forbidden field (__proto__ or constructor).')
      expect(await t.stored()).toEqual([])
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
    })

    it('with a plain constructor key', async () => {
      const t = await setup()
      const payload = '{"constructor": "x", ' + JSON.stringify(contactMessage()).slice(1)
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('The field "constructor" is not part of a message. Send only the form\'s fields.')
      expect(await t.stored()).toEqual([])
    })

    it('with a 10,000-character message', async () => {
      const t = await setup()
      const res = await post(t, contactMessage({ message: 'a'.repeat(10_000) }))
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('Message is too long: it may have at most 5000 characters.')
      expect(await t.stored()).toEqual([])
    })

    it.each([
      ['subject', 'Hello\r\nBcc: victim@example.com'],
      ['subject', 'Hello\nthere'],
      ['fullName', 'Jane\rDoe'],
      ['fullName', 'Jane Doe\r\nBcc: victim@example.com'],
      ['email', 'jane@example.com\r\nBcc: victim@example.com'],
      ['email', 'jane@example.com\n'],
      ['phone', '555\n0111'],
    ] as const)('with a line break in %s', async (field, value) => {
      const t = await setup()
      const res = await post(t, contactMessage({ [field]: value }))
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/must be a single line\.|must be a valid email address/)
      expect(await t.stored()).toEqual([])
    })
  })

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
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '{"fullName": "Jane secret-value' })
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
      expect(res.json()).toEqual({ message: 'This form can only be sent from this website\'s own pages.' })
      expect(await t.stored()).toEqual([])
    })

    it('a cross-site form post gets the 403 too, not a redirect', async () => {
      const t = await setup()
      const res = await t.app.inject({
        method: 'POST', url: '/api/contact', headers: { origin: 'https://evil.example.net', 'content-type': 'application/x-www-form-urlencoded' },
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

  describe('Idempotency-Key', () => {
    it('answers a retry with the same result and stores one message', async () => {
      const t = await setup()
      const key = '8e03978e-40d5-43e8-bc93-6894a57f9324'
      const first = await post(t, contactMessage(), { 'idempotency-key': key })
      const second = await post(t, contactMessage(), { 'idempotency-key': key })
      const quoted = await post(t, contactMessage(), { 'idempotency-key': `"${key}"` })
      expect(first.statusCode).toBe(201)
      expect(second.statusCode).toBe(201)
      expect(second.json()).toEqual(first.json())
      expect(quoted.json()).toEqual(first.json())
      expect(second.headers['idempotent-replayed']).toBe('true')
      expect(first.headers['idempotent-replayed']).toBeUndefined()
      expect(await t.stored()).toHaveLength(1)
    })

    it('treats the same fields in another order as the same message', async () => {
      const t = await setup()
      const m = contactMessage()
      const reordered = Object.fromEntries(Object.entries(m).reverse())
      const first = await post(t, m, { 'idempotency-key': 'k-1' })
      const second = await post(t, reordered, { 'idempotency-key': 'k-1' })
      expect(second.json()).toEqual(first.json())
      expect(await t.stored()).toHaveLength(1)
    })

    it('refuses a used key with a different message (422) and keeps the first', async () => {
      const t = await setup()
      await post(t, contactMessage(), { 'idempotency-key': 'k-2' })
      const res = await post(t, contactMessage({ message: 'Something else' }), { 'idempotency-key': 'k-2' })
      expect(res.statusCode).toBe(422)
      expect(res.json().message).toMatch(/already used for a different message/)
      expect((await t.stored()).map((m) => m.message)).toEqual([contactMessage().message])
    })

    it('stores different keys as different messages', async () => {
      const t = await setup()
      await post(t, contactMessage(), { 'idempotency-key': 'a' })
      await post(t, contactMessage(), { 'idempotency-key': 'b' })
      expect(await t.stored()).toHaveLength(2)
    })

    it.each([['empty', ''], ['too long', 'k'.repeat(256)], ['with a space', 'a b'], ['with a control character', 'a\tb']])('refuses a key %s', async (_, key) => {
      const t = await setup()
      const res = await post(t, contactMessage(), { 'idempotency-key': key })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/Idempotency-Key/)
      expect(await t.stored()).toEqual([])
    })
  })

  describe('the honeypot', () => {
    it('answers a filled honeypot as a success and keeps nothing', async () => {
      const t = await setup()
      const res = await post(t, { ...contactMessage(), website: 'https://spam.example.com' })
      expect(res.statusCode).toBe(201)
      expect(res.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/), status: 'received' })
      expect(await t.stored()).toEqual([])
      expect(t.logs.join('\n')).not.toContain('spam.example.com')
    })

    it('stores a message whose honeypot is empty', async () => {
      const t = await setup()
      expect((await post(t, { ...contactMessage(), website: '' })).statusCode).toBe(201)
      expect(await t.stored()).toHaveLength(1)
    })
  })

  describe('a plain form post (no JavaScript)', () => {
    const formPost = (t: TestApp, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST', url: '/api/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://www.example.com', ...headers },
        payload: new URLSearchParams(fields).toString(),
      })

    it('stores the contact form and redirects to the confirmation page', async () => {
      const t = await setup()
      const res = await formPost(t, { _form: '/contact#message-form', website: '', ...contactMessage() })
      expect(res.statusCode).toBe(303)
      expect(res.headers.location).toBe('/message-sent')
      expect(stripRecord(await t.stored())).toEqual([contactMessage()])
    })

    it('builds the payroll quote\'s subject from the form\'s template', async () => {
      const t = await setup()
      const { subject: _, ...fields } = payrollQuote({ companyName: 'Doe & Sons', employeeCount: '100+' })
      const res = await formPost(t, { _form: '/payroll#estimate-form', website: '', ...fields, message: '' })
      expect(res.statusCode).toBe(303)
      expect(res.headers.location).toBe('/message-sent')
      const [stored] = await t.stored()
      expect(stored.subject).toBe('Payroll Services Quote - Doe & Sons (100+)')
      expect(stored.companyName).toBe('Doe & Sons')
      expect(stored.employeeCount).toBe('100+')
      expect(stored.message).toBe('')
    })

    it.each([
      ['a required field is empty', { _form: '/contact#message-form', ...contactMessage(), email: '' }],
      ['the email is malformed', { _form: '/contact#message-form', ...contactMessage(), email: 'nope' }],
      ['the payroll form has no employee count', { _form: '/payroll#estimate-form', ...payrollQuote(), employeeCount: '' }],
      ['the form is unknown', { _form: '/contact#other', ...contactMessage() }],
      ['the form is not named', { ...contactMessage() }],
      ['a field is not the form\'s', { _form: '/contact#message-form', ...contactMessage(), role: 'admin' }],
      ['a field is named __proto__', { _form: '/contact#message-form', ...contactMessage(), ['__proto__']: 'x' }],
    ])('redirects to the not-sent page and stores nothing when %s', async (_, fields) => {
      const t = await setup()
      const body = new URLSearchParams()
      for (const [name, value] of Object.entries(fields)) body.append(name, value)
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body.toString() })
      expect(res.statusCode).toBe(303)
      expect(res.headers.location).toBe('/message-not-sent')
      expect(await t.stored()).toEqual([])
    })

    it('redirects a repeated field to the not-sent page', async () => {
      const t = await setup()
      const res = await t.app.inject({
        method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `${new URLSearchParams({ _form: '/contact#message-form', ...contactMessage() })}&fullName=Other`,
      })
      expect(res.headers.location).toBe('/message-not-sent')
      expect(await t.stored()).toEqual([])
    })

    it('answers a filled honeypot with the confirmation page and keeps nothing', async () => {
      const t = await setup()
      const res = await formPost(t, { _form: '/contact#message-form', website: 'spam', ...contactMessage() })
      expect(res.statusCode).toBe(303)
      expect(res.headers.location).toBe('/message-sent')
      expect(await t.stored()).toEqual([])
    })
  })

  describe('logs', () => {
    it('never hold a query string or a message body', async () => {
      const t = await setup()
      const secret = 'my-private-words-4711'
      await t.app.inject({ method: 'POST', url: '/api/contact?token=query-secret-0815', payload: contactMessage({ message: secret, fullName: 'Named Person' }) })
      await t.app.inject({ method: 'POST', url: '/api/contact?token=query-secret-0815', headers: { 'content-type': 'application/json' }, payload: `{"message": "${secret}` })
      await post(t, contactMessage({ message: secret, email: 'not-an-email' }))
      await t.app.inject({ url: '/contact?token=query-secret-0815' })
      const logs = t.logs.join('\n')
      expect(logs).toContain('"path":"/api/contact"')
      expect(logs).toContain('message stored')
      expect(logs).not.toContain('query-secret-0815')
      expect(logs).not.toContain(secret)
      expect(logs).not.toContain('Named Person')
    })
  })
})
