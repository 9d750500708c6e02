// The forms' request bodies, states and notices are exactly what their form sections say. The forms are
// found by how they submit: the contact form posts what the visitor writes (subject included), the
// quote form posts with a subject built from its template, the lookup shows an alert, the reminder
// form only logs. The network is intercepted to make the server slow or failing.
import { expect, test, type Locator, type Page, type Route } from '@playwright/test'
import type { FormField, FormSection, PostSubmit } from '../../schema/generated/site-types.ts'
import { sentPage } from '../../server/routes/contact.ts'
import { open } from './open.ts'
import { config, fillForm, formsSubmitting, pageAt, sectionsOf } from './site-data.ts'

const posts = formsSubmitting('post')
const contact = posts.find(({ section }) => !(section.submit as PostSubmit).subject)
const quote = posts.find(({ section }) => (section.submit as PostSubmit).subject)
const submitOf = (section: FormSection) => section.submit as PostSubmit

/** The form element a form section renders (its id is the section's id and -form). */
const formOf = (page: Page, section: FormSection) => page.locator(`#${section.id}-form`)
/** A field typed into (not chosen among options), found by its label. */
const typed = (field: FormField) => !['checkbox', 'checkboxes', 'radio', 'select'].includes(field.input)
const submitButton = (form: Locator, section: FormSection) => form.getByRole('button', { name: section.submitLabel, exact: true })

function holdRequests(page: Page, path: string) {
  const requests: Route[] = []
  void page.route(path, (route) => {
    requests.push(route)
  })
  return requests
}

/** The JSON the form must send: every value entered, and the subject built from its template. */
function expectedBody(section: FormSection, entered: Record<string, string | boolean>) {
  const body: Record<string, string> = Object.fromEntries(section.fields.map((f) => [f.name, String(entered[f.name] ?? '')]))
  const template = submitOf(section).subject
  if (template) body.subject = template.replace(/\{(\w+)\}/g, (_, name: string) => body[name] ?? '')
  return body
}

test.describe('contact form', () => {
  test.skip(!contact, 'no form posts a message whose subject the visitor writes')
  const { page: contactPage, section } = contact ?? {}

  test('sends every field, shows the sending label while waiting, then clears and thanks', async ({ page }) => {
    await open(page, contactPage!.path)
    const { endpoint, success } = submitOf(section!)
    const held = holdRequests(page, endpoint)
    const form = formOf(page, section!)
    const entered = await fillForm(form, section!)
    await submitButton(form, section!).click()
    await expect(form.getByRole('button', { name: config.strings.sending, exact: true })).toBeDisabled()
    await expect.poll(() => held.length).toBe(1)
    const request = held[0]!.request()
    expect(request.postDataJSON()).toEqual(expectedBody(section!, entered))
    expect(request.headers()['content-type']).toBe('application/json')
    await held[0]!.fulfill({ status: 201, json: { ok: true } })
    const notice = page.locator('[data-variant="default"]')
    await expect(notice).toContainText(success.title)
    await expect(notice).toContainText(success.description)
    for (const field of section!.fields.filter((f) => typed(f) || f.input === 'select')) {
      await expect(form.getByLabel(field.label, { exact: true })).toHaveValue(typeof field.default === 'string' ? field.default : '')
    }
    await expect(submitButton(form, section!)).toBeEnabled()
  })

  test('on failure keeps what was typed and shows the server message in the failure toast', async ({ page }) => {
    const { endpoint, failure } = submitOf(section!)
    await page.route(endpoint, (route) => route.fulfill({ status: 400, json: { message: 'A message from the server.' } }))
    await open(page, contactPage!.path)
    const form = formOf(page, section!)
    const entered = await fillForm(form, section!)
    await submitButton(form, section!).click()
    const toast = page.locator('[data-variant="destructive"]')
    await expect(toast).toContainText(failure.title)
    await expect(toast).toContainText('A message from the server.')
    for (const field of section!.fields.filter((f) => typed(f) || f.input === 'select')) {
      await expect(form.getByLabel(field.label, { exact: true })).toHaveValue(entered[field.name] as string)
    }
  })

  test('without a server message, the failure text is shown', async ({ page }) => {
    const { endpoint, failure } = submitOf(section!)
    await page.route(endpoint, (route) => route.fulfill({ status: 500, body: '' }))
    await open(page, contactPage!.path)
    const form = formOf(page, section!)
    await fillForm(form, section!)
    await submitButton(form, section!).click()
    await expect(page.locator('[data-variant="destructive"]')).toContainText(failure.description)
  })

  test('a filled honeypot sends nothing', async ({ page }) => {
    let sent = 0
    await page.route(submitOf(section!).endpoint, (route) => {
      sent++
      return route.fulfill({ json: {} })
    })
    await open(page, contactPage!.path)
    const form = formOf(page, section!)
    await fillForm(form, section!)
    await form.locator('input[name="website"]').fill('https://spam.example', { force: true })
    await submitButton(form, section!).click()
    await page.waitForTimeout(500)
    expect(sent).toBe(0)
  })

  test('the browser requires the required fields and a real email address', async ({ page }) => {
    let sent = 0
    await page.route(submitOf(section!).endpoint, (route) => {
      sent++
      return route.fulfill({ json: {} })
    })
    await open(page, contactPage!.path)
    const form = formOf(page, section!)
    await fillForm(form, section!)
    const email = section!.fields.find((f) => f.input === 'email')
    test.skip(!email, 'the contact form has no email field')
    const emailInput = form.getByLabel(email!.label, { exact: true })
    await emailInput.fill('not-an-email')
    await submitButton(form, section!).click()
    expect(await emailInput.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true)
    for (const field of section!.fields.filter((f) => typed(f) || f.input === 'select')) {
      const input = form.getByLabel(field.label, { exact: true })
      if (field.required) await expect(input).toHaveAttribute('required', '')
      else await expect(input).not.toHaveAttribute('required')
      if (field.input === 'textarea') await expect(input).toHaveAttribute('rows', String(field.rows ?? 5))
    }
    expect(sent).toBe(0)
  })
})

test.describe('quote form', () => {
  test.skip(!quote, 'no form posts with a subject template')
  const { page: quotePage, section } = quote ?? {}

  test('sends the quote with the subject built from its template and the values typed, and thanks', async ({ page }) => {
    await open(page, quotePage!.path)
    const { endpoint, success } = submitOf(section!)
    const held = holdRequests(page, endpoint)
    const form = formOf(page, section!)
    const entered = await fillForm(form, section!)
    await submitButton(form, section!).click()
    await expect.poll(() => held.length).toBe(1)
    const body = held[0]!.request().postDataJSON() as Record<string, string>
    expect(body).toEqual(expectedBody(section!, entered))
    // The template's placeholders are filled, each with what was typed into its field.
    expect(body.subject).not.toMatch(/\{\w+\}/)
    for (const [, name] of submitOf(section!).subject!.matchAll(/\{(\w+)\}/g)) expect(body.subject).toContain(String(entered[name!]))
    await held[0]!.fulfill({ status: 201, json: {} })
    const notice = page.locator('[data-variant="default"]')
    await expect(notice).toContainText(success.title)
    await expect(notice).toContainText(success.description)
  })

  test('on failure without a server message, the failure text is shown', async ({ page }) => {
    const { endpoint, failure } = submitOf(section!)
    await page.route(endpoint, (route) => route.fulfill({ status: 503, body: '' }))
    await open(page, quotePage!.path)
    const form = formOf(page, section!)
    await fillForm(form, section!)
    await submitButton(form, section!).click()
    const toast = page.locator('[data-variant="destructive"]')
    await expect(toast).toContainText(failure.title)
    await expect(toast).toContainText(failure.description)
  })
})

/** Text typed into a form's text boxes, to look for in URLs, requests and logs. */
const typedTexts = (section: FormSection, entered: Record<string, string | boolean>) =>
  section.fields.filter((f) => typed(f) && f.input !== 'number' && typeof entered[f.name] === 'string').map((f) => entered[f.name] as string)
const secretValue = '123-45-6789'

test.describe('a form that shows an alert', () => {
  const found = formsSubmitting('alert')[0]
  test.skip(!found, 'no form shows an alert')

  test('shows its alert and sends nothing', async ({ page }) => {
    const { page: alertPage, section } = found!
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url() + (r.postData() ?? '')))
    await open(page, alertPage.path)
    const form = formOf(page, section)
    const secrets = Object.fromEntries(section.fields.filter((f) => f.secret).map((f) => [f.name, secretValue]))
    const entered = await fillForm(form, section, secrets)
    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.accept()
    })
    await submitButton(form, section).click()
    await expect.poll(() => alerts).toEqual([(section.submit as { message: string }).message])
    for (const text of typedTexts(section, entered)) {
      expect(page.url()).not.toContain(encodeURIComponent(text))
      expect(page.url()).not.toContain(text)
      expect(requests.filter((r) => r.includes(text) || r.includes(encodeURIComponent(text)))).toEqual([])
    }
  })
})

test.describe('before any script has loaded', () => {
  test.use({ javaScriptEnabled: false })
  const found = sectionsOf('form').find(({ section }) => section.fields.some((f) => f.secret))

  test('submitting a form with a secret field never puts it in a URL or a request', async ({ page }) => {
    test.skip(!found, 'no form has a secret field')
    const { page: secretPage, section } = found!
    const secretFields = section.fields.filter((f) => f.secret)
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url() + (r.postData() ?? '')))
    await page.goto(secretPage.path)
    await fillForm(formOf(page, section), section, Object.fromEntries(secretFields.map((f) => [f.name, secretValue])))
    await submitButton(formOf(page, section), section).click()
    await page.waitForTimeout(500)
    const { pathname, search, hash } = new URL(page.url())
    expect(pathname + search + hash).not.toContain('123')
    const leaks = requests.filter((r) => r.includes(secretValue) || secretFields.some((f) => r.includes(`${f.name}=`)))
    expect(leaks).toEqual([])
  })

  test('the contact form still sends and answers with the confirmation page', async ({ page }) => {
    test.skip(!contact, 'no form posts a message whose subject the visitor writes')
    await page.goto(contact!.page.path)
    const form = formOf(page, contact!.section)
    await fillForm(form, contact!.section)
    await submitButton(form, contact!.section).click()
    await expect(page).toHaveURL(new RegExp(`${sentPage}$`))
    const sent = pageAt(sentPage).sections.find((s) => s.type === 'hero')!
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sent.heading!)
  })
})

test('a form that only logs sends nothing', async ({ page }) => {
  const found = formsSubmitting('log')[0]
  test.skip(!found, 'no form only logs')
  const { page: logPage, section } = found!
  const logs: string[] = []
  const requests: string[] = []
  page.on('console', (m) => logs.push(m.text()))
  await open(page, logPage.path)
  const form = formOf(page, section)
  const entered = await fillForm(form, section)
  const texts = typedTexts(section, entered)
  page.on('request', (r) => {
    if (r.method() !== 'GET' || texts.some((t) => r.url().includes(encodeURIComponent(t)))) requests.push(r.url())
  })
  await submitButton(form, section).click()
  await expect.poll(() => logs.some((l) => texts.some((t) => l.includes(t)))).toBe(true)
  expect(requests).toEqual([])
})
