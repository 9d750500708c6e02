// Global behaviours: scroll to top on navigation, the scroll button's 300 px threshold, the cookie
// notice, the testimonials carousel, the FAQ accordion, the embedded frame, in-page hero buttons, the
// pricing cards, cards fading in, the stylesheet switch. Each finds the page it needs by the data's
// shape in the site it runs against, and expects what that data says.
import { expect, test, type Page } from '@playwright/test'
import { open } from './open.ts'
import { config, escapeRegExp, longestPage, pageAt, publicRoutes, sectionByHeading, sectionsOf, site } from './site-data.ts'

// The longest page, left by a footer link to another page. A stored choice keeps the cookie notice
// from covering the footer.
const longPage = longestPage()
const footerLinkAway = config.footer.columns.flatMap((c) => c.links).find((l) => l.to.startsWith('/') && l.to !== longPage.path)

test('every route change starts at the top of the page', async ({ page }) => {
  test.skip(!footerLinkAway, 'the footer links no page other than the longest')
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
  await open(page, longPage.path)
  await page.evaluate(() => window.scrollTo(0, 2000))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await page.getByRole('contentinfo').locator(`a[href="${footerLinkAway!.to}"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(footerLinkAway!.to)}$`))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the scroll-to-top button is hidden at 300 px and shown above, and scrolls back up', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
  await open(page, longPage.path)
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
  const notice = (page: Page) => page.getByRole('region', { name: config.strings.cookie.title })
  const withNotice = site.pages.find((p) => p.page.cookieNotice)?.page
  const without = site.pages.find((p) => !p.page.cookieNotice && p.page.path !== '/404')?.page
  test.skip(!withNotice, 'no page sets cookieNotice')

  test('appears 1 second after load and Accept stores "accepted"', async ({ page }) => {
    // A paused fake clock: only runFor moves time, however slow the machine is.
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 60_000)
    await open(page, withNotice!.path)
    await page.clock.runFor(900)
    await expect(notice(page)).toBeHidden()
    await page.clock.runFor(200)
    await expect(notice(page)).toBeVisible()
    await expect(notice(page)).toContainText(config.strings.cookie.text)
    await notice(page).getByRole('button', { name: config.strings.cookie.accept }).click()
    await expect(notice(page)).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted')
    await page.reload()
    await page.waitForTimeout(1500)
    await expect(notice(page)).toBeHidden()
  })

  for (const [name, label] of [['the decline button', config.strings.cookie.decline], ['the close button', config.strings.close]]) {
    test(`${name} stores "declined"`, async ({ page }) => {
      await page.goto(withNotice!.path)
      await notice(page).getByRole('button', { name: label, exact: true }).click()
      await expect(notice(page)).toBeHidden()
      expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined')
    })
  }

  test('is not shown on pages without it', async ({ page }) => {
    test.skip(!without, 'every page sets cookieNotice')
    await open(page, without!.path)
    await page.waitForTimeout(1500)
    await expect(notice(page)).toBeHidden()
  })
})

test.describe('testimonials carousel', () => {
  const found = sectionsOf('carousel')[0]
  test.skip(!found, 'no page has a carousel section')
  const { page: carouselPage, section: carousel } = found ?? {}
  const [first, second, third] = site.testimonials
  const last = site.testimonials[site.testimonials.length - 1]!

  test('shows a spinner while loading, without moving what is below', async ({ page }) => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('/api/testimonials', async (route) => { await held; await route.continue() })
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
    await open(page, carouselPage!.path)
    await shown(first!)
    // Timers from here on run on a paused fake clock; moving the carousel starts a new 5 s timer on it.
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 60_000)
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

test('an FAQ opens and closes its answers, one at a time where it says singleOpen', async ({ page }) => {
  // Any FAQ of two or more questions; one that keeps a single answer open is the stricter case.
  const faqs = sectionsOf('faq').filter(({ section }) => section.items.length >= 2)
  const found = faqs.find(({ section }) => section.singleOpen) ?? faqs[0]
  test.skip(!found, 'no page has an faq section with two or more questions')
  const { page: faqPage, section: faq } = found!
  await open(page, faqPage.path)
  const [a, b] = faq.items
  const item = (q: string) => page.locator('details').filter({ has: page.getByRole('heading', { name: q, exact: true }) })
  const answer = (x: { question: string; answer: string }) => item(x.question).getByText(x.answer, { exact: true })
  await expect(answer(a!)).toBeHidden()
  await item(a!.question).locator('summary').click()
  await expect(answer(a!)).toBeVisible()
  await item(b!.question).locator('summary').click()
  await expect(answer(b!)).toBeVisible()
  if (faq.singleOpen) await expect(answer(a!)).toBeHidden()
  else await expect(answer(a!)).toBeVisible()
  await item(b!.question).locator('summary').click()
  await expect(answer(b!)).toBeHidden()
})

test('an embedded page is a full-width frame as high as its section says, from its own address', async ({ page }) => {
  const found = sectionsOf('embed')[0]
  test.skip(!found, 'no page has an embed section')
  const { page: embedPage, section: embed } = found!
  await page.route(`${embed.src}**`, (route) => route.fulfill({ body: '<p>embedded</p>', contentType: 'text/html' }))
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(embedPage.path)
  const frame = page.locator('iframe').and(page.getByTitle(embed.title, { exact: true }))
  await expect(frame).toHaveAttribute('src', embed.src)
  await frame.scrollIntoViewIfNeeded()
  const box = await frame.boundingBox()
  expect(box!.height).toBe(embed.height)
  // Full width: the frame fills the content box of the container it sits in.
  const content = await frame.evaluate((el) => {
    const parent = el.parentElement!
    const style = getComputedStyle(parent)
    return parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
  })
  expect(Math.round(box!.width)).toBe(Math.round(content))
})

test('a hero button that links to a section of its page scrolls there, below the sticky header', async ({ page }) => {
  // The farthest target is the hard case: on a phone the sections passed on the way are far taller than
  // their estimate before they are rendered, and the scroll must still end at the section.
  const anchors = sectionsOf('hero').flatMap(({ page: p, section }) => (section.actions ?? [])
    .filter((a) => a.to.startsWith('#'))
    .map((action) => ({ path: p.path, action, target: p.sections.findIndex((s) => s.id === action.to.slice(1)) })))
  test.skip(!anchors.length, 'no hero button links to a #section of its page')
  const { path, action } = anchors.reduce((a, b) => (b.target > a.target ? b : a))
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await open(page, path)
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) })
    await hero.getByRole('link', { name: action.label, exact: true }).click()
    // scroll-mt-24: the section's top stops 96 px down, below the header; a section too near the end of
    // the page to go that high stops where the page ends.
    const top = () => page.locator(action.to).evaluate((section) => {
      const top = Math.round(section.getBoundingClientRect().top)
      const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight
      return atEnd && top > 96 && top < window.innerHeight ? 96 : top
    })
    await expect.poll(top, { message: `${action.to}'s top at ${width} px` }).toBe(96)
  }
})

test('a pricing section marks exactly its popular plan and shows every plan\'s price and button', async ({ page }) => {
  const found = sectionsOf('plans').find(({ section }) => section.popularLabel && section.items.some((p) => p.popular))
  test.skip(!found, 'no plans section has a popular plan and a popularLabel')
  const { page: plansPage, section: plans } = found!
  await open(page, plansPage.path)
  const shown = sectionByHeading(page, plans.heading)
  await expect(shown.getByText(plans.popularLabel!, { exact: true })).toHaveCount(1)
  const cards = shown.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })
  await expect(cards).toHaveCount(plans.items.length)
  for (const plan of plans.items) {
    const card = cards.filter({ has: page.getByRole('heading', { level: 3, name: plan.name, exact: true }) })
    await expect(card.getByText(plan.price, { exact: true })).toBeVisible()
    if (plan.period) await expect(card.getByText(plan.period, { exact: true })).toBeVisible()
    await expect(card.getByRole('link', { name: plan.action.label })).toHaveAttribute('href', plan.action.to)
    await expect(card.getByText(plans.popularLabel!, { exact: true })).toHaveCount(plan.popular ? 1 : 0)
  }
})

test('cards below the fold fade in as they scroll into view, 0.1 s apart', async ({ page }) => {
  // A grid of six or more cards, as far down its page as any: below the fold of a 900 px window.
  const grids = [...sectionsOf('services'), ...sectionsOf('cards')].filter(({ section }) => section.heading && section.items.length >= 6)
  test.skip(!grids.length, 'no services or cards section has six or more cards')
  const { page: gridPage, section } = grids.reduce((a, b) => (b.index > a.index ? b : a))
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, gridPage.path)
  const grid = sectionByHeading(page, section.heading!).locator('ul[role=list]').first()
  await expect(grid).toHaveAttribute('data-reveal', 'waiting')
  const cards = grid.locator('> li')
  await expect(cards).toHaveCount(section.items.length)
  const last = section.items.length - 1
  await expect(cards.nth(1)).toHaveAttribute('style', /--reveal-delay:\s*100ms/)
  await expect(cards.nth(last)).toHaveAttribute('style', new RegExp(`--reveal-delay:\\s*${last * 100}ms`))
  await grid.scrollIntoViewIfNeeded()
  await expect(grid).toHaveAttribute('data-reveal', 'shown')
  await expect.poll(() => cards.nth(last).evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
})

test('the page paints with its inlined CSS and switches the full stylesheet on once hydrated', async ({ page, request }) => {
  // A page with team photos, reached from another page through the footer without reloading.
  const team = sectionsOf('team')[0]
  const from = publicRoutes.find((path) => path !== team?.page.path && !pageAt(path).cookieNotice)!
  test.skip(!team, 'no page has a team section')
  test.skip(!config.footer.columns.some((c) => c.links.some((l) => l.to === team!.page.path)), 'the footer does not link the page with the team section')
  const html = await (await request.get(from)).text()
  expect(html).toMatch(/<style>[^]{1000,}?<\/style>/)
  expect(html).toMatch(/<link rel="stylesheet" media="print" data-full-stylesheet[^>]*>/)
  await open(page, from)
  await expect(page.locator('link[data-full-stylesheet]')).toHaveAttribute('media', 'all')
  await page.getByRole('contentinfo').locator(`a[href="${team!.page.path}"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(team!.page.path)}$`))
  // A page reached without reloading takes its styles from the full stylesheet.
  const photo = page.locator(`img[src="/${team!.section.members[0].image}"]`).first()
  await expect(photo).toHaveCSS('height', /^\d+(\.\d+)?px$/)
  expect(await photo.evaluate((img) => getComputedStyle(img.closest('li')!).borderRadius)).not.toBe('0px')
})
