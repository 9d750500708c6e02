// A form from site/: post it to the firm (showing its sending, success and failure states from
// site/), show an alert, or only log it. A filled honeypot makes the submit do nothing.
// Posting needs no query cache, so form pages do not load the data-fetching library.
import { useState, type FormEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { formKey, formKeyField, honeypotField } from '../../../schema/contact-fields.ts'
import type { FormSection, PostSubmit } from '../../../schema/generated/site-types.ts'
import { apiRequest, serverMessage } from '../../api.ts'
import { useStrings } from '../../site-context.tsx'
import { toast } from '../../toast/toast-store.ts'
import { buttonClass } from '../../ui/button.ts'
import { Card } from '../../ui/Card.tsx'
import { FormControl, initialValue, type FieldValue } from '../../ui/FormControl.tsx'
import { SectionShell } from '../../ui/SectionShell.tsx'

/** "Payroll Services Quote - {companyName} ({employeeCount})" with the form's values filled in. */
export const fillSubject = (template: string, values: Record<string, FieldValue>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))

function messageBody(submit: PostSubmit, values: Record<string, FieldValue>) {
  const body: Record<string, string> = {}
  for (const [name, value] of Object.entries(values)) body[name] = String(value)
  if (submit.subject) body.subject = fillSubject(submit.subject, values)
  return body
}

export default function Form(section: FormSection) {
  const strings = useStrings()
  const { pathname } = useLocation()
  const empty = () => Object.fromEntries(section.fields.map((f) => [f.name, initialValue(f)]))
  const [values, setValues] = useState<Record<string, FieldValue>>(empty)
  const [honeypot, setHoneypot] = useState('')
  const { submit } = section
  const sendsData = submit.kind === 'post'

  // Sending is one request, never retried: the visitor sees the failure and decides.
  const [sending, setSending] = useState(false)
  const send = async (post: PostSubmit) => {
    setSending(true)
    try {
      await apiRequest('POST', post.endpoint, messageBody(post, values), { 'Idempotency-Key': crypto.randomUUID() })
      setValues(empty())
      toast({ title: post.success.title, description: post.success.description })
    } catch (error) {
      toast({ variant: 'destructive', title: post.failure.title, description: serverMessage(error) ?? post.failure.description })
    } finally {
      setSending(false)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (honeypot) return
    if (submit.kind === 'post') void send(submit)
    else if (submit.kind === 'alert') window.alert(submit.message)
    else console.log(section.id, values)
  }

  return (
    <SectionShell {...section}>
      <Card
        as="form"
        id={`${section.id}-form`}
        onSubmit={onSubmit}
        {...(sendsData ? { method: 'post', action: submit.kind === 'post' ? submit.endpoint : undefined } : { method: 'dialog' })}
        className="mx-auto grid max-w-2xl gap-5"
      >
        {section.fields.map((field) => (
          <FormControl
            key={field.name}
            field={field}
            formId={section.id}
            value={values[field.name]!}
            sendsData={sendsData}
            onChange={(value) => setValues((v) => ({ ...v, [field.name]: value }))}
          />
        ))}
        {sendsData && (
          <>
            <input type="hidden" name={formKeyField} value={formKey(pathname, section.id)} />
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
            </div>
          </>
        )}
        <button type="submit" disabled={sending} className={buttonClass({ size: 'lg' })}>
          {sending ? strings.sending : section.submitLabel}
        </button>
      </Card>
    </SectionShell>
  )
}
