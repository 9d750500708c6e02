// What the site's forms and the server agree on besides the message schema (contact-message.ts): the
// extra fields a form sends, and the message's fields with their database columns. Free of imports
// that run, so the form section's browser code can import it without pulling in the schema.
import type { ContactMessage } from './generated/site-types.ts'

/** The hidden field people never see and bots fill in: a message with it filled is dropped. */
export const honeypotField = 'website'

/** Sent by a form posted without JavaScript, so the server knows which form's rules to apply. */
export const formKeyField = '_form'

/** The value of `formKeyField`: the page's path and the form's id, /payroll#quote-form. */
export const formKey = (pagePath: string, formId: string) => `${pagePath}#${formId}`

/**
 * Every field of a message, in the order the firm reads them, and the column each is stored in. Typed
 * against the generated ContactMessage, so a field added to the schema is a type error until it has a
 * column here (and then the stores, the email and the CSV report carry it).
 */
export const messageColumns = {
  fullName: 'full_name',
  email: 'email',
  phone: 'phone',
  companyName: 'company_name',
  employeeCount: 'employee_count',
  subject: 'subject',
  message: 'message',
} as const satisfies Record<keyof ContactMessage, string>

export const messageFields = Object.keys(messageColumns) as (keyof ContactMessage)[]
