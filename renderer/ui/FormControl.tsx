// One field of a form section, drawn from its definition in site/: label, input of the right kind,
// options, help text. Fields of forms that never send data get no `name`, so even a submit before the
// page's script has loaded cannot put them in a URL or a request.
import type { FormField } from '../../schema/generated/site-types.ts'
import { cn } from './cn.ts'

export type FieldValue = string | boolean | string[]

const inputClass =
  'mt-1 block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-500'
const labelClass = (required?: boolean) => cn('block text-sm font-medium text-slate-800', required && "after:ml-0.5 after:text-red-700 after:content-['*']")

interface Props {
  field: FormField
  formId: string
  value: FieldValue
  sendsData: boolean
  onChange: (value: FieldValue) => void
}

export function FormControl({ field, formId, value, sendsData, onChange }: Props) {
  const id = `${formId}-${field.name}`
  const name = sendsData ? field.name : undefined
  const helpId = field.help ? `${id}-help` : undefined
  const help = field.help && (
    <p id={helpId} className="mt-1 text-sm text-slate-600">
      {field.help}
    </p>
  )
  const common = {
    id,
    name,
    required: field.required,
    'aria-describedby': helpId,
    maxLength: field.maxLength,
    autoComplete: field.autocomplete,
    placeholder: field.placeholder,
  }

  if (field.input === 'checkbox') {
    return (
      <div>
        <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            id={id}
            name={name}
            value="yes"
            required={field.required}
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            className="size-5 rounded border-slate-300 accent-brand-600"
          />
          {field.label}
        </label>
        {help}
      </div>
    )
  }
  if (field.input === 'checkboxes' || field.input === 'radio') {
    const multiple = field.input === 'checkboxes'
    const chosen = Array.isArray(value) ? value : [String(value)]
    return (
      <fieldset aria-describedby={helpId}>
        <legend className={labelClass(field.required)}>{field.label}</legend>
        <div className="mt-2 grid gap-1 sm:grid-cols-2">
          {field.options?.map((option) => (
            <label key={option.value} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name ?? (multiple ? undefined : id)}
                value={option.value}
                required={!multiple && field.required}
                checked={chosen.includes(option.value)}
                onChange={(e) => onChange(multiple ? (e.target.checked ? [...chosen, option.value] : chosen.filter((v) => v !== option.value)) : option.value)}
                className="size-5 border-slate-300 accent-brand-600"
              />
              {option.label}
            </label>
          ))}
        </div>
        {help}
      </fieldset>
    )
  }
  return (
    <div>
      <label htmlFor={id} className={labelClass(field.required)}>
        {field.label}
      </label>
      {field.input === 'textarea' ? (
        <textarea {...common} rows={field.rows ?? 5} value={String(value)} onChange={(e) => onChange(e.target.value)} className={inputClass} />
      ) : field.input === 'select' ? (
        <select {...common} value={String(value)} onChange={(e) => onChange(e.target.value)} className={inputClass}>
          <option value="" disabled>
            {field.placeholder ?? ''}
          </option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.input}
          inputMode={field.input === 'number' ? 'numeric' : undefined}
          min={field.input === 'number' ? 0 : undefined}
          step={field.input === 'number' ? 1 : undefined}
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        />
      )}
      {help}
    </div>
  )
}

export function initialValue(field: FormField): FieldValue {
  if (field.input === 'checkbox') return false
  if (field.input === 'checkboxes') return Array.isArray(field.default) ? field.default : field.default ? [field.default] : []
  return typeof field.default === 'string' ? field.default : ''
}
