// Sections that do something in the browser: the FAQ accordion, the embedded frame, the pricing cards
// and cards that fade in as they scroll into view. Each finds a section of its type in the site it
// runs against, and expects what that section's data says.
import { expect, test } from '@playwright/test'
import { open } from './open.ts'
import { sectionByHeading, sectionsOf } from './site-data.ts'

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

test("a pricing section marks exactly its popular plan and shows every plan's price and button", async ({ page }) => {
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
