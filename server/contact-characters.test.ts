// POST /api/contact with characters a database cannot store or a mail cannot carry: every database
// answers alike, 400 with a message naming the field, and stores nothing. (PostgreSQL cannot keep a
// NUL in text at all; SQLite would have stored it.)
import { describe, expect, it } from 'vitest'
import type { ContactMessage } from '../schema/generated/site-types.ts'
import { onEachDatabase, post, stripRecord } from './contact-test-support.ts'
import { fieldLabels, findPostForms } from './form-posts.ts'
import { contactMessage, fixtureSite, payrollQuote } from './test-support.ts'

// The fields a message's refusal names, by the labels the fixture site's forms give them.
const textFields = ['fullName', 'email', 'phone', 'subject', 'message', 'companyName'] as const satisfies (keyof ContactMessage)[]
const labels = fieldLabels(findPostForms(fixtureSite().pages))
const labelOf = (field: (typeof textFields)[number]) => labels[field] ?? field

onEachDatabase((setup) => {
  describe('a character that cannot be stored or mailed is refused with 400', () => {
    it.each(textFields)('a NUL in %s', async (field) => {
      const t = await setup()
      const res = await post(t, payrollQuote({ [field]: `${payrollQuote()[field] || 'x'}\u0000` }))
      expect(res.statusCode).toBe(400)
      const refused = `${labelOf(field)} contains an invisible control character (such as NUL) that cannot be sent.`
      expect(res.json().message).toMatch(
        field === 'email' ? new RegExp(`^${labelOf(field)} (contains an invisible|must be a valid email)`) : new RegExp(`^${refused.replace(/[()]/g, '\\$&')}`),
      )
      expect(await t.stored()).toEqual([])
    })

    it.each([
      ['an escape (terminal sequences)', 'fullName', 'Jane\u001b[2J'],
      ['a bell', 'subject', 'Hello\u0007'],
      ['a backspace', 'message', 'a\u0008b'],
      ['a form feed', 'message', 'page\u000cbreak'],
      ['a lone half of a surrogate pair', 'message', 'broken \ud800 text'],
      ['a lone low half', 'fullName', 'Jane \udc00'],
    ] as const)('%s in %s', async (_, field, value) => {
      const t = await setup()
      const res = await post(t, contactMessage({ [field]: value }))
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(new RegExp(`^${labelOf(field)} contains an invisible control character`))
      expect(await t.stored()).toEqual([])
    })

    it('keeps tabs, line breaks in the message, emoji and other scripts', async () => {
      const t = await setup()
      const message = contactMessage({ fullName: 'Zoë 山田 😀', subject: 'Tab\there', message: 'Line one\r\nLine two\n\tindented 👍🏽' })
      expect((await post(t, message)).statusCode).toBe(201)
      expect(stripRecord(await t.stored())).toEqual([message])
    })
  })
})
