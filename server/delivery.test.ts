// Delivery against a real SMTP server (smtp-server on 127.0.0.1): each message arrives once with the
// right fields; with the server down it arrives after the server is back; nothing is sent twice, across
// restarts and with two senders on one database. Each test runs on SQLite and on PostgreSQL.
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import type { MailSettings } from './mailer.ts'
import { buildApp, contactMessage, databases, eventually, freePort, payrollQuote, removeTempDirs, sameDatabase, type TestApp } from './test-support.ts'
import { mailHeader, mailPart, startSmtpServer, type ReceivedMail, type TestSmtpServer } from './test-smtp.ts'

const fastRetry = { baseDelayMs: 50, maxDelayMs: 200, pollMs: 25, leaseMs: 5_000 }
const mailTo = (port: number): MailSettings => ({ host: '127.0.0.1', port, secure: false })

// Apps close first: their pooled SMTP connection ends, so the SMTP server has no client to wait for.
const apps: TestApp[] = []
const servers: TestSmtpServer[] = []
afterEach(async () => {
  for (const { app } of apps.splice(0)) await app.close()
  for (const server of servers.splice(0)) await server.close()
})
afterAll(removeTempDirs)

async function smtp(port?: number, received?: ReceivedMail[]): Promise<TestSmtpServer> {
  const server = await startSmtpServer(port, received)
  servers.push(server)
  return server
}
const post = (t: TestApp, payload: object) => t.app.inject({ method: 'POST', url: '/api/contact', payload })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each(databases)('on %s', (database) => {
  async function appWithMail(port: number, options: Parameters<typeof buildApp>[0] = {}): Promise<TestApp> {
    const t = await buildApp({ database, mail: mailTo(port), outbox: fastRetry, ...options })
    apps.push(t)
    return t
  }

  describe('a stored message', () => {
    it('arrives once, to the firm, with Reply-To the visitor and the markup escaped in HTML', async () => {
      const server = await smtp()
      const t = await appWithMail(server.port)
      const markup = '<script>alert("x")</script> & <b>bold</b>'
      const res = await post(t, contactMessage({ message: markup, fullName: 'Jane "JD" Doe' }))
      expect(res.statusCode).toBe(201)
      const { id } = res.json()

      await eventually(() => server.received.length === 1, 5_000, 'the email')
      const [mail] = server.received
      expect(mail.to).toEqual(['office@example.com'])
      expect(mail.from).toBe('office@example.com')
      expect(mailHeader(mail.raw, 'Reply-To')).toBe('"Jane \\"JD\\" Doe" <jane@example.com>')
      expect(mailHeader(mail.raw, 'Subject')).toBe('Website message: Question about my return')
      expect(mailHeader(mail.raw, 'Message-ID')).toBe(`<${id}@example.com>`)
      expect(mailHeader(mail.raw, 'From')).toBe('"Test Firm & Co website" <office@example.com>')

      const html = mailPart(mail.raw, 'text/html')
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;')
      expect(html).not.toContain('<script>')
      expect(html).toContain('Jane &quot;JD&quot; Doe')
      const text = mailPart(mail.raw, 'text/plain')
      expect(text).toContain(markup)
      expect(text).toContain('(916) 555-0111')

      await eventually(async () => (await t.stored())[0]?.delivery === 'sent', 2_000, 'the outbox to mark it sent')
      await sleep(150)
      expect(server.received).toHaveLength(1)
    })

    it('of a payroll quote carries the company and employee count', async () => {
      const server = await smtp()
      const t = await appWithMail(server.port)
      await post(t, payrollQuote())
      await eventually(() => server.received.length === 1, 5_000, 'the email')
      const text = mailPart(server.received[0].raw, 'text/plain')
      expect(text).toMatch(/Company:\s+Rivera Landscaping/)
      expect(text).toMatch(/Employees:\s+6-10/)
      expect(mailHeader(server.received[0].raw, 'Subject')).toBe('Website message: Payroll Services Quote - Rivera Landscaping (6-10)')
    })

    it('goes to MAIL_TO from MAIL_FROM when they are set', async () => {
      const server = await smtp()
      const t = await appWithMail(server.port, { mail: { ...mailTo(server.port), from: 'web@mail.example.org', to: 'inbox@example.org' } })
      await post(t, contactMessage())
      await eventually(() => server.received.length === 1, 5_000, 'the email')
      expect(server.received[0].to).toEqual(['inbox@example.org'])
      expect(server.received[0].from).toBe('web@mail.example.org')
      expect((await t.stored())[0].delivery).not.toBe('not emailed')
    })

    it('is not emailed when the honeypot is filled, and nothing is stored', async () => {
      const server = await smtp()
      const t = await appWithMail(server.port)
      await post(t, { ...contactMessage(), website: 'spam' })
      await sleep(150)
      expect(server.received).toEqual([])
      expect(await t.stored()).toEqual([])
    })
  })

  describe('with the mail server down', () => {
    it('keeps the message, retries with backoff, and delivers it once the server is back', async () => {
      const port = await freePort()
      const t = await appWithMail(port)
      const res = await post(t, contactMessage({ subject: 'Sent while the mail server was down' }))
      expect(res.statusCode).toBe(201)

      await eventually(async () => ((await t.stored())[0]?.attempts ?? 0) >= 2, 5_000, 'two failed attempts')
      const [pending] = await t.stored()
      expect(pending.delivery).toBe('pending')
      expect(pending.lastError).toMatch(/ECONNREFUSED/)
      expect(t.logs.join('\n')).toContain('will be tried again')

      const server = await smtp(port)
      await eventually(() => server.received.length === 1, 5_000, 'the email after the server came back')
      expect(mailHeader(server.received[0].raw, 'Subject')).toBe('Website message: Sent while the mail server was down')
      await eventually(async () => (await t.stored())[0].delivery === 'sent', 2_000, 'the outbox to mark it sent')
      await sleep(150)
      expect(server.received).toHaveLength(1)
    })
  })

  describe('nothing is sent twice', () => {
    it('when the server restarts on the same database', async () => {
      const server = await smtp()
      const first = await buildApp({ database, mail: mailTo(server.port), outbox: fastRetry })
      await post(first, contactMessage({ subject: 'one' }))
      await post(first, contactMessage({ subject: 'two' }))
      await eventually(async () => (await first.stored()).every((m) => m.delivery === 'sent'), 5_000, 'both sent')
      await first.app.close()

      const second = await appWithMail(server.port, sameDatabase(first))
      await post(second, contactMessage({ subject: 'three' }))
      await eventually(() => server.received.length >= 3, 5_000, 'the third email')
      await sleep(150)
      expect(server.received.map((m) => mailHeader(m.raw, 'Subject'))).toEqual(['one', 'two', 'three'].map((s) => `Website message: ${s}`))
    })

    it('with two servers sending from one database at once', async () => {
      const server = await smtp()
      const a = await appWithMail(server.port)
      const b = await appWithMail(server.port, sameDatabase(a))
      const ids: string[] = []
      for (let i = 0; i < 10; i++) ids.push((await post(i % 2 ? a : b, contactMessage({ subject: `Message ${i}` }))).json().id)
      await eventually(() => server.received.length >= 10, 5_000, 'ten emails')
      await sleep(150)
      const messageIds = server.received.map((m) => mailHeader(m.raw, 'Message-ID'))
      expect(messageIds.toSorted()).toEqual(ids.map((id) => `<${id}@example.com>`).toSorted())
      expect((await a.stored()).every((m) => m.delivery === 'sent' && m.attempts === 1)).toBe(true)
    })
  })
})
