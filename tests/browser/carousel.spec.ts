// The testimonials carousel, on a page of the site that has one: its loading state, rotation and
// controls, the initials and stars it derives, and its tooltips' timing. The quotes are the site's
// testimonials, as GET /api/testimonials serves them.
import { expect, test } from '@playwright/test'
import { open } from './open.ts'
import { config, sectionsOf, site } from './site-data.ts'

test.describe('testimonials carousel', () => {
  const found = sectionsOf('carousel')[0]
  test.skip(!found, 'no page has a carousel section')
  const { page: carouselPage, section: carousel } = found ?? {}
  const [first, second, third] = site.testimonials
  const last = site.testimonials[site.testimonials.length - 1]!

  test('shows a spinner while loading, without moving what is below', async ({ page }) => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('/api/testimonials', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(carouselPage!.path, { waitUntil: 'domcontentloaded' })
    const status = page.getByRole('status').filter({ hasText: carousel!.loadingLabel })
    await expect(status).toBeAttached()
    const footerBefore = await page.getByRole('contentinfo').boundingBox()
    release()
    await expect(page.getByText(first!.content)).toBeVisible()
    const footerAfter = await page.getByRole('contentinfo').boundingBox()
    expect(footerAfter!.y).toBe(footerBefore!.y)
  })

  test('advances every 5 seconds with wraparound; previous, next and dots move it', async ({ page }) => {
    test.skip(!third, 'fewer than three testimonials')
    const shown = (t: { content: string }) => expect(page.getByText(t.content)).toBeVisible()
    // Every timer of the page runs on the fake clock, at the real pace until paused: a timer set before the
    // clock was installed would keep real time, and move the carousel on its own on a slow machine.
    await page.clock.install()
    await open(page, carouselPage!.path)
    await shown(first!)
    // Paused from here on (the jump fires the rotation's timer at most once: the first dot brings it back);
    // moving the carousel starts a new 5 s timer on the paused clock.
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.getByRole('button', { name: carousel!.dotLabel.replace('{n}', '1') }).click()
    await shown(first!)
    await page.getByRole('button', { name: carousel!.nextLabel }).click()
    await shown(second!)
    await page.clock.runFor(4900)
    await shown(second!)
    await page.clock.runFor(200)
    await shown(third!)
    await page.getByRole('button', { name: carousel!.previousLabel }).click()
    await shown(second!)
    await page.getByRole('button', { name: carousel!.previousLabel }).click()
    await shown(first!)
    await page.getByRole('button', { name: carousel!.previousLabel }).click()
    await shown(last)
    await page.getByRole('button', { name: carousel!.nextLabel }).click()
    await shown(first!)
    await page.getByRole('button', { name: carousel!.dotLabel.replace('{n}', '3') }).click()
    await shown(third!)
    await page.clock.runFor(5000 * (site.testimonials.length - 2) + 100)
    await shown(first!)
  })

  test('derives initials from the name and shows 5 stars when the rating is missing', async ({ page }) => {
    await page.route('/api/testimonials', (route) => route.fulfill({ json: [{ name: 'Ana Maria Lopez', title: 'Owner', content: 'Quote without rating.' }] }))
    await page.goto(carouselPage!.path)
    await expect(page.getByText('Quote without rating.')).toBeVisible()
    await expect(page.getByText('AML', { exact: true })).toBeAttached()
    await expect(page.getByRole('img', { name: config.strings.rating.replace('{n}', '5') }).first()).toBeVisible()
  })

  test('tooltips open after 700 ms, and at once within 300 ms of another closing', async ({ page }) => {
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 60_000)
    await open(page, carouselPage!.path)
    const previous = page.getByRole('button', { name: carousel!.previousLabel })
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
    await expect(tooltip).toHaveText(carousel!.previousLabel)
    await page.getByRole('button', { name: carousel!.nextLabel }).hover()
    await page.clock.runFor(1)
    await expect(tooltip).toHaveText(carousel!.nextLabel)
    await page.mouse.move(0, 0)
    await page.clock.runFor(400)
    await previous.hover()
    await page.clock.runFor(600)
    await expect(tooltip).toBeHidden()
    await page.clock.runFor(150)
    await expect(tooltip).toHaveText(carousel!.previousLabel)
  })
})
