// A real SMTP server for the server tests, which keeps every email it accepts, and how a test reads
// one of those emails (a header, the text of one part).
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
  /** When the server accepted it (Date.now()). */
  at: number
}

export interface TestSmtpServer {
  port: number
  received: ReceivedMail[]
  /** Emails whose content has begun to arrive (received once accepted). */
  receiving(): number
  close(): Promise<void>
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it accepts. With `holdMs` it takes that long
 * to accept each one, like a slow mail server, so a test can act while an email is being sent.
 */
export async function startSmtpServer(port = 0, received: ReceivedMail[] = [], { holdMs = 0 } = {}): Promise<TestSmtpServer> {
  let receiving = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    closeTimeout: 500,
    logger: false,
    onData(stream, session, callback) {
      receiving++
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () =>
        setTimeout(() => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            at: Date.now(),
          })
          callback()
        }, holdMs),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  // A client that vanishes mid-conversation (a killed sender) is an error event, not a reason to stop.
  server.removeAllListeners('error')
  server.on('error', () => {})
  const address = server.server.address() as { port: number }
  return {
    port: address.port,
    received,
    receiving: () => receiving,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The decoded body of the email's part of this content type (quoted-printable or base64 or plain). */
export function mailPart(raw: string, contentType: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1]
  const parts = boundary ? raw.split(`--${boundary}`) : [raw]
  const part = parts.find((p) => new RegExp(`^content-type:\\s*${contentType}`, 'im').test(p))
  if (!part) throw new Error(`no ${contentType} part in the email`)
  const split = part.search(/\r?\n\r?\n/)
  const headers = part.slice(0, split)
  const body = part.slice(split).trim()
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

/** One header of the email, unfolded. */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ')
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]
}
