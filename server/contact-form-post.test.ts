// POST /api/contact through inject as a plain form post (no JavaScript): stored, then redirected to
// the confirmation or not-sent page; and what the logs never hold.
import { describe, expect, it } from 'vitest'
import { onEachDatabase, post, stripRecord } from './contact-test-support.ts'
import { contactMessage, payrollQuote, type TestApp } from './test-support.ts'

onEachDatabase((setup) => {
  describe('a plain form post (no JavaScript)', () => {
    const formPost = (t: TestApp, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
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

    it("builds the payroll quote's subject from the form's template", async () => {
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
      ["a field is not the form's", { _form: '/contact#message-form', ...contactMessage(), role: 'admin' }],
      ['a field is named __proto__', { _form: '/contact#message-form', ...contactMessage(), ['__proto__']: 'x' }],
    ])('redirects to the not-sent page and stores nothing when %s', async (_, fields) => {
      const t = await setup()
      const body = new URLSearchParams()
      for (const [name, value] of Object.entries(fields)) body.append(name, value)
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body.toString(),
      })
      expect(res.statusCode).toBe(303)
      expect(res.headers.location).toBe('/message-not-sent')
      expect(await t.stored()).toEqual([])
    })

    it('redirects a repeated field to the not-sent page', async () => {
      const t = await setup()
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
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
      await t.app.inject({
        method: 'POST',
        url: '/api/contact?token=query-secret-0815',
        payload: contactMessage({ message: secret, fullName: 'Named Person' }),
      })
      await t.app.inject({
        method: 'POST',
        url: '/api/contact?token=query-secret-0815',
        headers: { 'content-type': 'application/json' },
        payload: `{"message": "${secret}`,
      })
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
