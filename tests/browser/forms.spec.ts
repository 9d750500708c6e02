// The forms' request bodies, states and notices are exactly the specification's. The network is
// intercepted to make the server slow or failing.
import { expect, test, type Page, type Route } from '@playwright/test'
import { open } from './open.ts'
import { config } from './site-data.ts'

const contact = { 'Full Name': 'Jane Doe', 'Email Address': 'jane@example.com', 'Phone Number': '(916) 555-0111', Subject: 'New client', Message: 'Please call me about my 2024 return.' }

async function fillContact(page: Page) {
  for (const [label, value] of Object.entries(contact)) await page.getByLabel(label, { exact: true }).fill(value)
}

function holdRequests(page: Page, path: string) {
  const requests: Route[] = []
  page.route(path, (route) => { requests.push(route) })
  return requests
}

test.describe('contact form', () => {
  test('sends the five fields, shows Sending... while waiting, then clears and thanks', async ({ page }) => {
    await open(page, '/contact')
    const held = holdRequests(page, '/api/contact')
    await fillContact(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    const sending = page.getByRole('button', { name: config.strings.sending })
    await expect(sending).toBeDisabled()
    await expect.poll(() => held.length).toBe(1)
    const request = held[0]!.request()
    expect(request.postDataJSON()).toEqual({ fullName: 'Jane Doe', email: 'jane@example.com', phone: '(916) 555-0111', subject: 'New client', message: 'Please call me about my 2024 return.' })
    expect(request.headers()['content-type']).toBe('application/json')
    await held[0]!.fulfill({ status: 201, json: { ok: true } })
    const notice = page.locator('[data-variant="default"]')
    await expect(notice).toContainText('Message Sent!')
    await expect(notice).toContainText("Thank you for contacting us. We'll respond within 24 hours.")
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('')
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  test('on failure keeps what was typed and shows the server message in an Error toast', async ({ page }) => {
    await page.route('/api/contact', (route) => route.fulfill({ status: 400, json: { message: 'Please enter a valid email address.' } }))
    await open(page, '/contact')
    await fillContact(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    const toast = page.locator('[data-variant="destructive"]')
    await expect(toast).toContainText('Error')
    await expect(toast).toContainText('Please enter a valid email address.')
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(contact.Message)
  })

  test('without a server message, the fallback text is shown', async ({ page }) => {
    await page.route('/api/contact', (route) => route.fulfill({ status: 500, body: '' }))
    await open(page, '/contact')
    await fillContact(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.locator('[data-variant="destructive"]')).toContainText('Failed to send message. Please try again or call us directly.')
  })

  test('a filled honeypot sends nothing', async ({ page }) => {
    let sent = 0
    await page.route('/api/contact', (route) => { sent++; return route.fulfill({ json: {} }) })
    await open(page, '/contact')
    await fillContact(page)
    await page.locator('input[name="website"]').first().fill('https://spam.example', { force: true })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForTimeout(500)
    expect(sent).toBe(0)
  })

  test('the browser requires every field and a real email address', async ({ page }) => {
    let sent = 0
    await page.route('/api/contact', (route) => { sent++; return route.fulfill({ json: {} }) })
    await open(page, '/contact')
    await fillContact(page)
    await page.getByLabel('Email Address', { exact: true }).fill('not-an-email')
    await page.getByRole('button', { name: 'Send Message' }).click()
    expect(await page.getByLabel('Email Address', { exact: true }).evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true)
    for (const label of Object.keys(contact)) await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required', '')
    await expect(page.getByLabel('Message', { exact: true })).toHaveAttribute('rows', '5')
    expect(sent).toBe(0)
  })
})

test.describe('payroll quote form', () => {
  async function fillQuote(page: Page) {
    await page.getByLabel('Full Name', { exact: true }).fill('Sam Lee')
    await page.getByLabel('Email', { exact: true }).fill('sam@example.com')
    await page.getByLabel('Phone Number', { exact: true }).fill('916-555-0100')
    await page.getByLabel('Company Name', { exact: true }).fill('Lee Landscaping')
    await page.getByLabel('Number of Employees', { exact: true }).selectOption('11-25')
  }

  test('sends the quote with the built subject and thanks', async ({ page }) => {
    await open(page, '/payroll')
    const held = holdRequests(page, '/api/contact')
    await fillQuote(page)
    await page.locator('#quote-form-form button[type=submit]').click()
    await expect.poll(() => held.length).toBe(1)
    expect(held[0]!.request().postDataJSON()).toEqual({
      fullName: 'Sam Lee', email: 'sam@example.com', phone: '916-555-0100', companyName: 'Lee Landscaping', employeeCount: '11-25', message: '',
      subject: 'Payroll Services Quote - Lee Landscaping (11-25)',
    })
    await held[0]!.fulfill({ status: 201, json: {} })
    const notice = page.locator('[data-variant="default"]')
    await expect(notice).toContainText('Quote Request Sent!')
    await expect(notice).toContainText("Thank you for your interest in our payroll services. We'll contact you within 24 hours with a personalized quote.")
  })

  test('on failure without a server message, the fallback names the phone number', async ({ page }) => {
    await page.route('/api/contact', (route) => route.fulfill({ status: 503, body: '' }))
    await open(page, '/payroll')
    await fillQuote(page)
    await page.locator('#quote-form-form button[type=submit]').click()
    await expect(page.locator('[data-variant="destructive"]')).toContainText(`Failed to send quote request. Please try again or call us directly at ${config.firm.phones.tollFree}.`)
  })
})

test.describe('refund lookup', () => {
  test('shows the demonstration alert and sends nothing', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url() + (r.postData() ?? '')))
    await open(page, '/where-is-my-refund')
    await page.getByLabel('Social Security Number').fill('123-45-6789')
    await page.getByLabel('Filing Status').selectOption('single')
    await page.getByLabel('Expected Refund Amount').fill('1200')
    const alerts: string[] = []
    page.on('dialog', (dialog) => { alerts.push(dialog.message()); void dialog.accept() })
    await page.locator('#refund-lookup-form button[type=submit]').click()
    await expect.poll(() => alerts).toEqual(['This is a demonstration tool. For actual tax refund status, please visit the official IRS website at irs.gov/refunds'])
    expect(page.url()).not.toContain('123')
    expect(requests.filter((r) => r.includes('123-45-6789'))).toEqual([])
  })

  test.describe('before any script has loaded', () => {
    test.use({ javaScriptEnabled: false })
    test('submitting never puts the number in a URL or a request', async ({ page }) => {
      const requests: string[] = []
      page.on('request', (r) => requests.push(r.url() + (r.postData() ?? '')))
      await page.goto('/where-is-my-refund')
      await page.getByLabel('Social Security Number').fill('123-45-6789')
      await page.getByLabel('Filing Status').selectOption('single')
      await page.getByLabel('Expected Refund Amount').fill('1200')
      await page.locator('#refund-lookup-form button[type=submit]').click()
      await page.waitForTimeout(500)
      expect(page.url()).not.toContain('123')
      expect(requests.filter((r) => r.includes('123-45-6789') || r.includes('ssn'))).toEqual([])
    })
  })
})

test('the reminder form only logs, and sends nothing', async ({ page }) => {
  const logs: string[] = []
  const requests: string[] = []
  page.on('console', (m) => logs.push(m.text()))
  await open(page, '/tax-due-dates')
  page.on('request', (r) => { if (r.method() !== 'GET' || r.url().includes('kim')) requests.push(r.url()) })
  await page.locator('#reminders-form').getByLabel('Full Name', { exact: false }).first().fill('Kim Ng')
  await page.locator('#reminders-form input[type=email]').fill('kim@example.com')
  await page.locator('#reminders-form button[type=submit]').click()
  await expect.poll(() => logs.some((l) => l.includes('kim@example.com'))).toBe(true)
  expect(requests).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the contact form still sends and answers with the confirmation page', async ({ page }) => {
    await page.goto('/contact')
    await fillContact(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL(/\/message-sent$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message Sent!')
  })
})
