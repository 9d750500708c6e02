// The message the contact and payroll quote forms send to POST /api/contact. The server validates the
// body with this same schema (server/contact-schema.ts), and the form section's rules check that a form
// which posts can only send what this schema accepts (renderer/sections/form/checks.ts).
import { object, oneOf, text } from './schema-parts.ts'

/**
 * A character no message may hold: NUL, which PostgreSQL cannot store in text (SQLite would keep it,
 * so the two databases would answer differently), the other C0 control characters but tab, line feed
 * and carriage return, which no mail should carry, and half of a surrogate pair without its other half,
 * which UTF-8 cannot encode. Ajv reads patterns with the u flag, so the last range is only such halves,
 * never a whole emoji. The server names the field in its answer (server/errors.ts).
 */
const unsendableCharacter = '[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ud800-\\udfff]'
const sendable = { not: { type: 'string', pattern: unsendableCharacter } }

const singleLine = (title: string, description: string, example: string, maxLength: number, extra: Record<string, unknown> = {}) =>
  text(title, description, example, { maxLength, pattern: '^[^\\r\\n]*$', ...sendable, ...extra })

export const ContactMessage = object(
  'Contact message',
  'A message sent to POST /api/contact by the contact form or the payroll quote form.',
  {
    fullName: singleLine('Full name', "The visitor's full name.", 'Jane Doe', 120),
    email: singleLine('Email address', "The visitor's email address.", 'jane@example.com', 254, { format: 'email' }),
    phone: singleLine('Phone number', "The visitor's phone number.", '(916) 555-0111', 40),
    subject: singleLine('Subject', 'The subject of the message.', 'Question about my return', 200),
    message: { title: 'Message', type: 'string', maxLength: 5000, ...sendable, description: 'The message itself.', examples: ['When can we meet?'] },
    companyName: singleLine('Company name', 'The company asking for a payroll quote.', 'Doe Landscaping', 160),
    employeeCount: oneOf('Number of employees', 'How many employees the company has.', ['1-5', '6-10', '11-25', '26-50', '51-100', '100+'], '6-10'),
  },
  ['fullName', 'email', 'phone', 'subject', 'message'],
  { fullName: 'Jane Doe', email: 'jane@example.com', phone: '(916) 555-0111', subject: 'Question', message: 'Hello' },
)
