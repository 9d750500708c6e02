// Emails a stored message to the firm over SMTP (nodemailer). The visitor's address goes in Reply-To
// as a structured address, never as text pasted into a header; their words go in the text part as they
// are and in the HTML part escaped. The Message-ID is derived from the stored message's id, so if a
// crash ever makes the outbox send a message again, mail systems see the same message, not a new one.
import { createTransport } from 'nodemailer'
import { messageFields } from '../schema/contact-fields.ts'
import type { ContactMessage } from '../schema/generated/site-types.ts'
import type { StoredMessage } from './messages-store.ts'

export interface MailSettings {
  host: string
  port: number
  /** TLS from the first byte (port 465); otherwise STARTTLS is used when the server offers it. */
  secure: boolean
  auth?: { user: string; pass: string }
  /** Refuse to send unless the server upgrades the connection with STARTTLS. */
  requireTLS?: boolean
  /** The sender address; the firm's email (site.yaml) when left out. */
  from?: string
  /** Where messages go; the firm's email (site.yaml) when left out. */
  to?: string
}

/** A transport to the SMTP server of `settings`: its connection's timeouts well under the outbox lease, so a
 * hung server fails the attempt before another sender may claim it. `pool` keeps one connection open. */
export const smtpTransport = (settings: MailSettings, pool = false) =>
  createTransport({
    ...(pool && { pool: true, maxConnections: 1 }),
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: settings.requireTLS,
    auth: settings.auth,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })

export interface Mailer {
  send(message: StoredMessage): Promise<void>
  /** Emails the firm a notice from the server itself, in plain text (a publication that did not go live). */
  notify(notice: Notice): Promise<void>
  close(): void
}

interface Notice {
  subject: string
  text: string
}

export interface MailParties {
  firmName: string
  from: string
  to: string
}

export function createMailer(settings: MailSettings, parties: MailParties): Mailer {
  // One connection, kept open between messages and reopened when the server drops it.
  const transport = smtpTransport(settings, true)
  return {
    async send(message) {
      await transport.sendMail(composeEmail(message, parties))
    },
    async notify({ subject, text }) {
      const { firmName, from, to } = parties
      // The text is the server's and git's words, never a visitor's; still, nothing in it names a file to attach.
      await transport.sendMail({ from: { name: `${firmName} website`, address: from }, to, subject, text, disableFileAccess: true, disableUrlAccess: true })
    },
    close() {
      transport.close()
    },
  }
}

// Every field of a message but its text (the email's body) gets a line, in the firm's order
// (schema/contact-fields.ts): a field added to the message is a type error here until it has a label.
const labels: Record<Exclude<keyof ContactMessage, 'message'>, string> = {
  fullName: 'Name',
  email: 'Email',
  phone: 'Phone',
  companyName: 'Company',
  employeeCount: 'Employees',
  subject: 'Subject',
}
const fieldLabels = messageFields.flatMap((field) => (field === 'message' ? [] : [[field, labels[field]] as const]))

function composeEmail(message: StoredMessage, { firmName, from, to }: MailParties) {
  const fields = fieldLabels.flatMap(([key, label]) => (message[key] ? [[label, String(message[key])]] : []))
  const text = [
    `A message from the website, received ${message.receivedAt}.`,
    '',
    ...fields.map(([label, value]) => `${`${label}:`.padEnd(11)}${value}`),
    '',
    message.message,
    '',
    `Reply to this email to answer ${message.fullName}.`,
    '',
  ].join('\n')
  const html = [
    `<p>A message from the website, received ${escapeHtml(message.receivedAt)}.</p>`,
    '<table>',
    ...fields.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<pre style="white-space: pre-wrap; font-family: inherit">${escapeHtml(message.message)}</pre>`,
    `<p>Reply to this email to answer ${escapeHtml(message.fullName)}.</p>`,
  ].join('\n')
  return {
    from: { name: `${firmName} website`, address: from },
    to,
    replyTo: { name: message.fullName, address: message.email },
    subject: `Website message: ${message.subject}`,
    messageId: `<${message.id}@${from.split('@').pop()}>`,
    date: new Date(message.receivedAt),
    text,
    html,
    // The content is the visitor's: never let it name files or URLs for nodemailer to attach.
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c])
}
