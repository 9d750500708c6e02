// POST /api/contact through inject: a valid message is stored exactly as sent; an invalid one is
// refused with 400 and nothing is stored.
import { describe, expect, it } from 'vitest'
import type { ContactMessage } from '../schema/generated/site-types.ts'
import { onEachDatabase, post, stripRecord } from './contact-test-support.ts'
import { contactMessage, payrollQuote } from './test-support.ts'

onEachDatabase((setup) => {
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
      expect(res.json().message).toBe("The message must be an object with the form's fields.")
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
})
