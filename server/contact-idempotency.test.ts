// POST /api/contact through inject: an Idempotency-Key makes a retry safe, and a filled honeypot is
// answered as a success with nothing kept.
import { describe, expect, it } from 'vitest'
import { onEachDatabase, post } from './contact-test-support.ts'
import { contactMessage } from './test-support.ts'

onEachDatabase((setup) => {
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

    it.each([
      ['empty', ''],
      ['too long', 'k'.repeat(256)],
      ['with a space', 'a b'],
      ['with a control character', 'a\tb'],
    ])('refuses a key %s', async (_, key) => {
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
})
