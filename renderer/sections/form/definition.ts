// The `form` section type's part of the schema and its rules; its component is Form.tsx (see ../README.md).
import { flag, items, number, object, oneOf, refField, text } from '../../../schema/schema-parts.ts'
import { checkForm } from './checks.ts'
import { defineSection } from '../section-definition.ts'

const FormField = object(
  'Form field',
  'A field of a form.',
  {
    name: text(
      'Name in the message',
      "The field's name in the message sent (fullName, email, phone, subject, message, companyName, employeeCount, …).",
      'fullName',
      { pattern: '^[a-zA-Z][a-zA-Z0-9]*$' },
    ),
    label: text('Label', 'The label shown to the visitor.', 'Full Name'),
    input: oneOf('Kind of input', 'The kind of input.', ['text', 'email', 'tel', 'number', 'textarea', 'select', 'checkbox', 'checkboxes', 'radio'], 'text'),
    required: flag('Must be filled in', 'The visitor must fill this field in.'),
    placeholder: text('Hint inside the field', 'Hint text inside the empty field.', 'XXX-XX-XXXX'),
    help: text('Note under the field', 'A note under the field.', 'We only text about deadlines.'),
    rows: number('Height in lines', 'Height of a textarea in lines.', 5, { minimum: 2, maximum: 20 }),
    maxLength: number('Most characters', 'The most characters the field takes.', 200, { minimum: 1, maximum: 5000 }),
    autocomplete: text('Browser autofill', 'The browser autofill hint (name, email, tel, organization, off).', 'name'),
    options: items('Choices', 'The choices of a select, checkboxes or radio field.', 'FormOption', [{ value: '1-5', label: '1-5 employees' }]),
    default: {
      title: 'Chosen at first',
      type: ['string', 'array'],
      items: { type: 'string' },
      description: 'The value chosen at first: an option value, or a list of them for checkboxes.',
      examples: ['individual'],
    },
    secret: flag('Sensitive (never sent)', 'The value is sensitive (a Social Security Number): it is never sent anywhere or put in a web address.'),
  },
  ['name', 'label', 'input'],
  { name: 'fullName', label: 'Full Name', input: 'text', required: true, autocomplete: 'name' },
)

const FormOption = object(
  'Choice',
  'One choice of a select, checkboxes or radio field.',
  {
    value: text('Value sent', 'The value sent or stored.', '1-5'),
    label: text('Words shown', 'The words shown.', '1-5 employees'),
  },
  ['value', 'label'],
  { value: '1-5', label: '1-5 employees' },
)

const Notice = object(
  'Notice',
  'A toast notice: a title and a description.',
  {
    title: text('Title', "The notice's title.", 'Message Sent!'),
    description: text('Text', "The notice's text.", "Thank you for contacting us. We'll respond within 24 hours."),
  },
  ['title', 'description'],
  { title: 'Message Sent!', description: "Thank you for contacting us. We'll respond within 24 hours." },
)

// The ways a form's submit goes, written inline in FormSubmit's oneOf (the validator's messages read
// each one's `kind` there), each named (`tsName`) for its generated type: Form.tsx takes a PostSubmit.
const PostSubmit = {
  tsName: 'PostSubmit',
  ...object(
    'Send to the firm',
    'Send the form to the firm as a message.',
    {
      kind: { const: 'post', title: 'What submitting does', description: 'Send the form to the firm as a message.', examples: ['post'] },
      endpoint: { const: '/api/contact', title: 'Sent to', description: 'Where the message goes.', examples: ['/api/contact'] },
      subject: text(
        'Subject',
        'The message subject, built from field values in {braces}. Leave out when the form has a subject field.',
        'Payroll Services Quote - {companyName} ({employeeCount})',
      ),
      success: refField('When sent', 'The notice shown when the message was sent.', 'Notice'),
      failure: refField('When sending failed', 'The notice shown when the message could not be sent.', 'Notice'),
    },
    ['kind', 'endpoint', 'success', 'failure'],
    {
      kind: 'post',
      endpoint: '/api/contact',
      success: { title: 'Message Sent!', description: 'Thanks.' },
      failure: { title: 'Error', description: 'Failed to send message.' },
    },
  ),
}

const AlertSubmit = {
  tsName: 'AlertSubmit',
  ...object(
    'Show an alert',
    'Show a browser alert and send nothing.',
    {
      kind: { const: 'alert', title: 'What submitting does', description: 'Show a browser alert and send nothing.', examples: ['alert'] },
      message: text('Alert text', "The alert's text.", 'This is a demonstration tool.'),
    },
    ['kind', 'message'],
    { kind: 'alert', message: 'This is a demonstration tool.' },
  ),
}

const LogSubmit = {
  tsName: 'LogSubmit',
  ...object(
    'Send nothing',
    'Only log the form on the browser console; nothing is sent and nothing is shown.',
    { kind: { const: 'log', title: 'What submitting does', description: 'Only log the form on the browser console.', examples: ['log'] } },
    ['kind'],
    { kind: 'log' },
  ),
}

const FormSubmit = {
  title: 'What submitting does',
  type: 'object',
  description: 'What submitting the form does: post it to the firm, show an alert, or only log it.',
  examples: [{ kind: 'alert', message: 'This is a demonstration tool.' }],
  oneOf: [PostSubmit, AlertSubmit, LogSubmit],
  discriminator: { propertyName: 'kind' },
}

export default defineSection(
  'form',
  'FormSection',
  'Form',
  'A form: its fields, its button and what submitting does.',
  {
    id: text('Anchor name', 'Anchor name of the form, so a button can scroll to it with #name.', 'quote-form', { pattern: '^[a-z][a-z0-9-]*$' }),
    fields: items('Fields', 'The fields, in order.', 'FormField', [{ name: 'fullName', label: 'Full Name', input: 'text', required: true }]),
    submitLabel: text('Submit button', 'The words on the submit button.', 'Send Message'),
    submit: refField('What submitting does', 'Send the form to the firm, show an alert, or send nothing.', 'FormSubmit'),
  },
  ['id', 'heading', 'fields', 'submitLabel', 'submit'],
  {
    id: 'contact-form',
    heading: 'Get in Touch',
    fields: [{ name: 'fullName', label: 'Full Name', input: 'text', required: true }],
    submitLabel: 'Send Message',
    submit: { kind: 'log' },
  },
  { blocks: { FormField, FormOption, Notice, FormSubmit }, check: checkForm },
)
