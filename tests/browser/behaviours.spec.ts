// Global behaviours: scroll to top on navigation, the scroll button's 300 px threshold, the cookie
// notice, the testimonials carousel, the FAQ accordion, the booking frame, in-page hero buttons.
import { expect, test } from '@playwright/test'
import { open } from './open.ts'
import { config, pageAt, site } from './site-data.ts'

test('every route change starts at the top of the page', async ({ page }) => {
  await open(page, '/tax-services')
  await page.evaluate(() => window.scrollTo(0, 2000))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Payroll Services' }).click()
  await expect(page).toHaveURL(/\/payroll$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the scroll-to-top button is hidden at 300 px and shown above, and scrolls back up', async ({ page }) => {
  await open(page, '/tax-services')
  const button = page.getByRole('button', { name: config.strings.scrollToTop })
  await page.evaluate(() => window.scrollTo(0, 300))
  await page.waitForTimeout(100)
  await expect(button).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 301))
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(button).toBeHidden()
})

test.describe('cookie notice', () => {
  const notice = (page: import('@playwright/test').Page) => page.getByRole('region', { name: config.strings.cookie.title })

  test('appears 1 second after load and Accept stores "accepted"', async ({ page }) => {
    // A paused fake clock: only runFor moves time, however slow the machine is.
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 60_000)
    await open(page, '/')
    await page.clock.runFor(900)
    await expect(notice(page)).toBeHidden()
    await page.clock.runFor(200)
    await expect(notice(page)).toBeVisible()
    await notice(page).getByRole('button', { name: config.strings.cookie.accept }).click()
    await expect(notice(page)).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted')
    await page.reload()
    await page.waitForTimeout(1500)
    await expect(notice(page)).toBeHidden()
  })

  for (const [name, label] of [['Decline', config.strings.cookie.decline], ['close', config.strings.close]]) {
    test(`${name} stores "declined"`, async ({ page }) => {
      await page.goto('/')
      await notice(page).getByRole('button', { name: label, exact: true }).click()
      await expect(notice(page)).toBeHidden()
      expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined')
    })
  }

  test('is not shown on other pages', async ({ page }) => {
    await open(page, '/payroll')
    await page.waitForTimeout(1500)
    await expect(notice(page)).toBeHidden()
  })
})

test.describe('testimonials carousel', () => {
  const carousel = pageAt('/').sections.find((s) => s.type === 'carousel')!
  const [first, second] = site.testimonials
  const last = site.testimonials[site.testimonials.length - 1]!

  test('shows a spinner while loading, without moving what is below', async ({ page }) => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('/api/testimonials', async (route) => { await held; await route.continue() })
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const status = page.getByRole('status').filter({ hasText: carousel.type === 'carousel' ? carousel.loadingLabel : '' })
    await expect(status).toBeAttached()
    const footerBefore = await page.getByRole('contentinfo').boundingBox()
    release()
    await expect(page.getByText(first!.content)).toBeVisible()
    const footerAfter = await page.getByRole('contentinfo').boundingBox()
    expect(footerAfter!.y).toBe(footerBefore!.y)
  })

  test('advances every 5 seconds with wraparound; previous, next and dots move it', async ({ page }) => {
    if (carousel.type !== 'carousel') throw new Error('no carousel')
    const shown = (t: { content: string }) => expect(page.getByText(t.content)).toBeVisible()
    await open(page, '/')
    await shown(first!)
    // Timers from here on run on a paused fake clock; moving the carousel starts a new 5 s timer on it.
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.getByRole('button', { name: carousel.nextLabel }).click()
    await shown(second!)
    await page.clock.runFor(4900)
    await shown(second!)
    await page.clock.runFor(200)
    await shown(site.testimonials[2]!)
    await page.getByRole('button', { name: carousel.previousLabel }).click()
    await shown(second!)
    await page.getByRole('button', { name: carousel.previousLabel }).click()
    await shown(first!)
    await page.getByRole('button', { name: carousel.previousLabel }).click()
    await shown(last)
    await page.getByRole('button', { name: carousel.nextLabel }).click()
    await shown(first!)
    await page.getByRole('button', { name: carousel.dotLabel.replace('{n}', '3') }).click()
    await shown(site.testimonials[2]!)
    await page.clock.runFor(5000 * (site.testimonials.length - 2) + 100)
    await shown(first!)
  })

  test('derives initials from the name and shows 5 stars when the rating is missing', async ({ page }) => {
    await page.route('/api/testimonials', (route) => route.fulfill({ json: [{ name: 'Ana Maria Lopez', title: 'Owner', content: 'Quote without rating.' }] }))
    await page.goto('/')
    await expect(page.getByText('Quote without rating.')).toBeVisible()
    await expect(page.getByText('AML', { exact: true })).toBeAttached()
    await expect(page.getByRole('img', { name: config.strings.rating.replace('{n}', '5') }).first()).toBeVisible()
  })
})

test('the refund FAQ keeps one answer open at a time, and an open one closes again', async ({ page }) => {
  await open(page, '/where-is-my-refund')
  const faq = pageAt('/where-is-my-refund').sections.find((s) => s.type === 'faq')!
  if (faq.type !== 'faq') throw new Error('no faq')
  const [a, b] = faq.items
  const trigger = (q: string) => page.locator('summary', { hasText: q })
  await trigger(a!.question).click()
  await expect(page.getByText(a!.answer)).toBeVisible()
  await trigger(b!.question).click()
  await expect(page.getByText(b!.answer)).toBeVisible()
  await expect(page.getByText(a!.answer)).toBeHidden()
  await trigger(b!.question).click()
  await expect(page.getByText(b!.answer)).toBeHidden()
})

test('the booking calendar is a full-width frame 900 px high from the calendar host', async ({ page }) => {
  await page.route(`${config.firm.calendarUrl}**`, (route) => route.fulfill({ body: '<p>calendar</p>', contentType: 'text/html' }))
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/book')
  const frame = page.locator('iframe')
  await expect(frame).toHaveAttribute('src', config.firm.calendarUrl)
  const box = await frame.boundingBox()
  expect(box!.height).toBe(900)
  // Full width: the frame fills the content box of the container it sits in.
  const content = await frame.evaluate((el) => {
    const parent = el.parentElement!
    const style = getComputedStyle(parent)
    return parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
  })
  expect(Math.round(box!.width)).toBe(Math.round(content))
})

test('hero buttons scroll to a section of the same page', async ({ page }) => {
  await open(page, '/payroll')
  await page.getByRole('link', { name: 'Get Quote' }).first().click()
  await expect(page.locator('#quote-form')).toBeInViewport()
  // On a phone the sections passed on the way are far taller than their estimate before they are
  // rendered; the scroll still ends with the section at the top, below the sticky header (scroll-mt-24).
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await open(page, '/solopreneur-accounting')
    await page.getByRole('link', { name: 'View Pricing' }).first().click()
    const top = () => page.locator('#pricing').evaluate((section) => Math.round(section.getBoundingClientRect().top))
    await expect.poll(top, { message: `#pricing's top at ${width} px` }).toBe(96)
  }
})

test('the solopreneur pricing highlights the popular plan and every plan button goes to /book', async ({ page }) => {
  await open(page, '/solopreneur-accounting')
  const pricing = page.locator('#pricing')
  await expect(pricing.getByText('Most Popular')).toHaveCount(1)
  const buttons = pricing.getByRole('link', { name: 'Get Started' })
  await expect(buttons).toHaveCount(3)
  for (const button of await buttons.all()) await expect(button).toHaveAttribute('href', '/book')
  for (const price of ['$199', '$349', '$599']) await expect(pricing.getByText(price, { exact: true })).toBeVisible()
})

test('tooltips open after 700 ms, and at once within 300 ms of another closing', async ({ page }) => {
  const carousel = pageAt('/').sections.find((s) => s.type === 'carousel')!
  if (carousel.type !== 'carousel') throw new Error('no carousel')
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 60_000)
  await open(page, '/')
  const previous = page.getByRole('button', { name: carousel.previousLabel })
  await expect(async () => {
    await page.clock.runFor(50)
    await expect(previous).toBeVisible({ timeout: 100 })
  }).toPass()
  const tooltip = page.getByRole('tooltip')
  // The carousel's section is rendered only once it is near the viewport (content-visibility), and
  // the sections around it take their real height then: the buttons are hovered once they stand still.
  await previous.scrollIntoViewIfNeeded()
  await expect(async () => {
    const before = await previous.boundingBox()
    await page.waitForTimeout(100)
    expect(await previous.boundingBox()).toEqual(before)
  }).toPass()
  await previous.hover()
  await page.clock.runFor(650)
  await expect(tooltip).toBeHidden()
  await page.clock.runFor(100)
  await expect(tooltip).toHaveText(carousel.previousLabel)
  await page.getByRole('button', { name: carousel.nextLabel }).hover()
  await page.clock.runFor(1)
  await expect(tooltip).toHaveText(carousel.nextLabel)
  await page.mouse.move(0, 0)
  await page.clock.runFor(400)
  await previous.hover()
  await page.clock.runFor(600)
  await expect(tooltip).toBeHidden()
  await page.clock.runFor(150)
  await expect(tooltip).toHaveText(carousel.previousLabel)
})

test('cards below the fold fade in as they scroll into view, 0.1 s apart', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, '/construction-accounting')
  const grid = page.locator('#services ul[role=list]').first()
  await expect(grid).toHaveAttribute('data-reveal', 'waiting')
  const cards = grid.locator('> li')
  await expect(cards.nth(1)).toHaveAttribute('style', /--reveal-delay:\s*100ms/)
  await expect(cards.nth(5)).toHaveAttribute('style', /--reveal-delay:\s*500ms/)
  await grid.scrollIntoViewIfNeeded()
  await expect(grid).toHaveAttribute('data-reveal', 'shown')
  await expect.poll(() => cards.nth(5).evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
})

test('the page paints with its inlined CSS and switches the full stylesheet on once hydrated', async ({ page, request }) => {
  const html = await (await request.get('/payroll')).text()
  expect(html).toMatch(/<style>[^]{1000,}?<\/style>/)
  expect(html).toMatch(/<link rel="stylesheet" media="print" data-full-stylesheet[^>]*>/)
  await open(page, '/payroll')
  await expect(page.locator('link[data-full-stylesheet]')).toHaveAttribute('media', 'all')
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveURL(/\/about-us$/)
  // A page reached without reloading takes its styles from the full stylesheet.
  const teamCard = page.locator('img[src^="/images/team/"]').first()
  await expect(teamCard).toHaveCSS('height', /^\d+(\.\d+)?px$/)
  expect(await teamCard.evaluate((img) => getComputedStyle(img.closest('li')!).borderRadius)).not.toBe('0px')
})
