// Behaviours of every page: scroll to top on navigation, the scroll button's 300 px threshold, in-page
// hero buttons that scroll to a section, the stylesheet switch. Each finds the page it needs by the
// data's shape in the site it runs against, and expects what that data says.
import { expect, test } from '@playwright/test'
import { open } from './open.ts'
import { config, escapeRegExp, longestPage, pageAt, publicRoutes, sectionsOf } from './site-data.ts'

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
  // Sections rendered as the footer scrolls into view may still move it under the click on a loaded
  // machine (the click then lands beside the link): the click is tried again until the route changes.
  const link = page.getByRole('contentinfo').locator(`a[href="${footerLinkAway!.to}"]`).first()
  await expect(async () => {
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(footerLinkAway!.to)}$`), { timeout: 2000 })
  }).toPass({ timeout: 20_000 })
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

test('a hero button that links to a section of its page scrolls there, below the sticky header', async ({ page }) => {
  // The farthest target is the hard case: on a phone the sections passed on the way are far taller than
  // their estimate before they are rendered, and the scroll must still end at the section.
  const anchors = sectionsOf('hero').flatMap(({ page: p, section }) =>
    (section.actions ?? [])
      .filter((a) => a.to.startsWith('#'))
      .map((action) => ({ path: p.path, action, target: p.sections.findIndex((s) => s.id === action.to.slice(1)) })),
  )
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
    const top = () =>
      page.locator(action.to).evaluate((section) => {
        const top = Math.round(section.getBoundingClientRect().top)
        const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight
        return atEnd && top > 96 && top < window.innerHeight ? 96 : top
      })
    await expect.poll(top, { message: `${action.to}'s top at ${width} px` }).toBe(96)
  }
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
  // Clicked again if the address has not moved within 5 s: once in many runs on a busy machine the click,
  // made as the full stylesheet was applied and the footer moved, reached nothing (a visitor clicks again).
  const footerLink = page.getByRole('contentinfo').locator(`a[href="${team!.page.path}"]`).first()
  await expect(async () => {
    await footerLink.click()
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(team!.page.path)}$`), { timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  // A page reached without reloading takes its styles from the full stylesheet.
  const photo = page.locator(`img[src="/${team!.section.members[0].image}"]`).first()
  await expect(photo).toHaveCSS('height', /^\d+(\.\d+)?px$/)
  expect(await photo.evaluate((img) => getComputedStyle(img.closest('li')!).borderRadius)).not.toBe('0px')
})
