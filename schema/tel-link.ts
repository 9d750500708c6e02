// A phone number as a tel: link, one rule for every place that makes one: a link written in site/ as
// tel:{{firm.phones.tollFree}} (references.ts) and an office's phone (the locations section). Phones
// dial the link's digits, so it keeps only digits and +, and gives a US number its country code.

/** "(916) 555-0123" and "1 916 555 0123" → "tel:+19165550123"; a number written with + stays as written. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  if (/^\d{10}$/.test(digits)) return `tel:+1${digits}`
  if (/^1\d{10}$/.test(digits)) return `tel:+${digits}`
  return `tel:${digits}`
}
