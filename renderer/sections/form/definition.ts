// The `form` section type's part of the schema and its rules; its component is Form.tsx (see ../README.md).
import { flag, items, number, object, oneOf, ref, text } from '../../../schema/schema-parts.ts'
import { checkForm } from './checks.ts'
import { defineSection } from '../section-definition.ts'

const FormField = object(
  'A field of a form.',
  {
    name: text('The field\'s name in the message sent (fullName, email, phone, subject, message, companyName, employeeCount, …).', 'fullName', { pattern: '^[a-zA-Z][a-zA-Z0-9]*$' }),
    label: text('The label shown to the visitor.', 'Full Name'),
    input: oneOf('The kind of input.', ['text', 'email', 'tel', 'number', 'textarea', 'select', 'checkbox', 'checkboxes', 'radio'], 'text'),
    required: flag('The visitor must fill this field in.'),
    placeholder: text('Hint text inside the empty field.', 'XXX-XX-XXXX'),
    help: text('A note under the field.', 'We only text about deadlines.'),
    rows: number('Height of a textarea in lines.', 5, { minimum: 2, maximum: 20 }),
    maxLength: number('The most characters the field takes.', 200, { minimum: 1, maximum: 5000 }),
    autocomplete: text('The browser autofill hint (name, email, tel, organization, off).', 'name'),
    options: items('The choices of a select, checkboxes or radio field.', 'FormOption', [{ value: '1-5', label: '1-5 employees' }]),
    default: { type: ['string', 'array'], items: { type: 'string' }, description: 'The value chosen at first: an option value, or a list of them for checkboxes.', examples: ['individual'] },
    secret: flag('The value is sensitive (a Social Security Number): it is never sent anywhere or put in a web address.'),
  },
  ['name', 'label', 'input'],
  { name: 'fullName', label: 'Full Name', input: 'text', required: true, autocomplete: 'name' },
)

const FormOption = object(
  'One choice of a select, checkboxes or radio field.',
  {
    value: text('The value sent or stored.', '1-5'),
    label: text('The words shown.', '1-5 employees'),
  },
  ['value', 'label'],
  { value: '1-5', label: '1-5 employees' },
)

const Notice = object(
  'A toast notice: a title and a description.',
  {
    title: text('The notice\'s title.', 'Message Sent!'),
    description: text('The notice\'s text.', "Thank you for contacting us. We'll respond within 24 hours."),
  },
  ['title', 'description'],
  { title: 'Message Sent!', description: "Thank you for contacting us. We'll respond within 24 hours." },
)

const FormSubmit = {
  type: 'object',
  description: 'What submitting the form does: post it to the firm, show an alert, or only log it.',
  examples: [{ kind: 'alert', message: 'This is a demonstration tool.' }],
  oneOf: [
    object(
      'Send the form to the firm as a message.',
      {
        kind: { const: 'post', description: 'Send the form to the firm as a message.', examples: ['post'] },
        endpoint: { const: '/api/contact', description: 'Where the message goes.', examples: ['/api/contact'] },
        subject: text('The message subject, built from field values in {braces}. Leave out when the form has a subject field.', 'Payroll Services Quote - {companyName} ({employeeCount})'),
        success: ref('Notice'),
        failure: ref('Notice'),
      },
      ['kind', 'endpoint', 'success', 'failure'],
      { kind: 'post', endpoint: '/api/contact', success: { title: 'Message Sent!', description: 'Thanks.' }, failure: { title: 'Error', description: 'Failed to send message.' } },
      'PostSubmit',
    ),
    object(
      'Show a browser alert and send nothing.',
      {
        kind: { const: 'alert', description: 'Show a browser alert and send nothing.', examples: ['alert'] },
        message: text('The alert\'s text.', 'This is a demonstration tool.'),
      },
      ['kind', 'message'],
      { kind: 'alert', message: 'This is a demonstration tool.' },
      'AlertSubmit',
    ),
    object(
      'Only log the form on the browser console; nothing is sent and nothing is shown.',
      { kind: { const: 'log', description: 'Only log the form on the browser console.', examples: ['log'] } },
      ['kind'],
      { kind: 'log' },
      'LogSubmit',
    ),
  ],
  discriminator: { propertyName: 'kind' },
}

export default defineSection('form', 'FormSection', 'A form: its fields, its button and what submitting does.', {
  id: text('Anchor name of the form, so a button can scroll to it with #name.', 'quote-form', { pattern: '^[a-z][a-z0-9-]*$' }),
  fields: items('The fields, in order.', 'FormField', [{ name: 'fullName', label: 'Full Name', input: 'text', required: true }]),
  submitLabel: text('The words on the submit button.', 'Send Message'),
  submit: ref('FormSubmit'),
}, ['id', 'heading', 'fields', 'submitLabel', 'submit'], {
  id: 'contact-form', heading: 'Get in Touch', fields: [{ name: 'fullName', label: 'Full Name', input: 'text', required: true }], submitLabel: 'Send Message', submit: { kind: 'log' },
}, { blocks: { FormField, FormOption, Notice, FormSubmit }, check: checkForm })
