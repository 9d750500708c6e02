// Rules of a form section. Every form: its fields have different names (each is the field's key in
// what is sent and part of its element id), a choice field has options, and a default is one of them.
// A form that posts to /api/contact sends a ContactMessage, which the server checks against the same
// schema: so such a form may only have message fields, must have every field a message needs (the
// subject may come from its template instead), must not let a visitor leave empty a field the server
// refuses empty, and must offer only the values the server accepts. Otherwise a visitor could fill in
// the form correctly and still see "not sent".
import { ContactMessage as contactMessage } from '../../../schema/contact-message.ts'
import type { ContactMessage } from '../../../schema/generated/site-types.ts'
import { messages } from '../../../schema/messages.ts'
import type { Problem } from '../../../schema/problem.ts'
import { problemAt, type DataPath } from '../../../schema/source-file.ts'
import type { SectionCheck } from '../section-definition.ts'

interface MessageProperty {
  minLength?: number
  enum?: string[]
}
const messageSchema = contactMessage as { properties: Record<keyof ContactMessage, MessageProperty>; required: string[] }
export const messageFields = Object.keys(messageSchema.properties)
const choiceInputs = ['select', 'radio', 'checkboxes']

/** A value the server refuses when it is empty: text that must have a character, or one of a list. */
const refusesEmpty = (property: MessageProperty) => (property.minLength ?? 0) > 0 || (property.enum !== undefined && !property.enum.includes(''))

export const checkForm: SectionCheck<'form'> = (file, section, at) => {
  const problems: Problem[] = []
  const report = (path: DataPath, message: string) => problems.push(problemAt(file, [...at, ...path], message))
  const names = section.fields.map((f) => f.name)

  section.fields.forEach((field, f) => {
    if (names.indexOf(field.name) < f) report(['fields', f, 'name'], messages.duplicateFieldName(field.name))
    if (choiceInputs.includes(field.input) && !field.options) report(['fields', f, 'input'], messages.optionsNeeded(field.name, field.input))
    const values = field.options?.map((o) => o.value)
    const defaults = field.default === undefined ? [] : [field.default].flat()
    for (const value of values ? defaults : []) {
      if (!values!.includes(value)) report(['fields', f, 'default'], messages.defaultNotAnOption(value, values!))
    }
  })
  if (section.submit.kind !== 'post') return problems

  section.fields.forEach((field, f) => {
    const property = messageSchema.properties[field.name as keyof ContactMessage] as MessageProperty | undefined
    if (!property) return report(['fields', f, 'name'], messages.formFieldNotSent(field.name, messageFields))
    if (field.input === 'checkboxes') return report(['fields', f, 'input'], messages.postedCheckboxes(field.name))
    if (refusesEmpty(property) && !field.required) report(['fields', f, 'name'], messages.formFieldNotRequired(field.name))
    if (property.enum && !['select', 'radio'].includes(field.input)) report(['fields', f, 'input'], messages.fieldNeedsChoice(field.name, property.enum))
    field.options?.forEach((option, o) => {
      if (property.enum && !property.enum.includes(option.value))
        report(['fields', f, 'options', o, 'value'], messages.optionNotAccepted(option.value, field.name, property.enum))
    })
  })
  for (const name of messageSchema.required) {
    if (names.includes(name)) continue
    if (name === 'subject' && section.submit.subject) continue
    report(['fields'], name === 'subject' ? messages.formNeedsSubject() : messages.formNeedsField(name))
  }
  for (const [, name] of (section.submit.subject ?? '').matchAll(/\{(\w+)\}/g)) {
    if (!names.includes(name)) report(['submit', 'subject'], messages.unknownPlaceholder(name, names))
  }
  return problems
}
