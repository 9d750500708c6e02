// The site's forms as the server sees them. A page's form posts itself without JavaScript as
// application/x-www-form-urlencoded with two extra fields: `_form` (the page path and the form's id,
// /payroll#quote-form) and the honeypot. This turns such a post into the JSON message the form's script
// would have sent: empty optional inputs left out, the subject built from the form's template, the form's
// required fields checked. The result is then validated like any other message.
import { formKey, formKeyField } from '../schema/contact-fields.ts'
import type { FormField, FormSection } from '../schema/generated/site-types.ts'
import type { SitePage } from '../schema/load-site.ts'
import { requiredMessageFields } from './contact-schema.ts'
import { errors, type FieldLabels } from './errors.ts'

export interface PostForm {
  fields: FormField[]
  /** A subject template such as `Payroll Services Quote - {companyName} ({employeeCount})`. */
  subject?: string
}

export function findPostForms(pages: SitePage[]): Map<string, PostForm> {
  const forms = new Map<string, PostForm>()
  for (const { page } of pages) {
    for (const section of page.sections) {
      if (section.type !== 'form') continue
      const { id, fields, submit } = section as FormSection
      if (submit.kind === 'post') forms.set(formKey(page.path, id), { fields, subject: submit.subject })
    }
  }
  return forms
}

/** Each message field's label on the site's forms (the first form that has it wins). */
export function fieldLabels(forms: Map<string, PostForm>): FieldLabels {
  const labels: FieldLabels = {}
  for (const form of forms.values()) {
    for (const field of form.fields) labels[field.name] ??= field.label
  }
  return labels
}

export function formPostToMessage(body: Record<string, unknown>, forms: Map<string, PostForm>): Record<string, unknown> {
  const key = body[formKeyField]
  const form = typeof key === 'string' ? forms.get(key) : undefined
  if (!form) throw errors.unknownForm()

  // No prototype: a field named __proto__ stays a field, and the schema refuses it.
  const message: Record<string, unknown> = Object.create(null)
  for (const [name, value] of Object.entries(body)) {
    if (name === formKeyField) continue
    if (value === '' && !(requiredMessageFields as string[]).includes(name)) continue
    message[name] = value
  }
  for (const field of form.fields) {
    if (field.required && (message[field.name] === undefined || message[field.name] === '')) throw errors.missingFormField(field.label)
  }
  if (form.subject) {
    message.subject = form.subject.replace(/\{(\w+)\}/g, (_, name: string) => (typeof message[name] === 'string' ? (message[name] as string) : ''))
  }
  return message
}
