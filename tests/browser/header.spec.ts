// The header's menus go where the specification says, on wide screens and in the mobile menu.
import { expect, test } from '@playwright/test'
import { open } from './open.ts'
import { config } from './site-data.ts'

const [home, services, expertise, formation] = config.header.menu
const taxServices = services.children![0]!

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('Services opens, its Tax Services submenu opens, and a link navigates and closes the menu', async ({ page }) => {
    await open(page, '/')
    const nav = page.getByRole('navigation', { name: config.header.logo }).first()
    await nav.getByText(services.label, { exact: true }).click()
    await nav.getByText(taxServices.label, { exact: true }).first().click()
    for (const item of taxServices.children!) await expect(nav.getByRole('link', { name: item.label, exact: true })).toBeVisible()
    for (const item of services.children!.slice(1)) await expect(nav.getByRole('link', { name: item.label, exact: true })).toBeVisible()
    await nav.getByRole('link', { name: 'Tax Planning', exact: true }).click()
    await expect(page).toHaveURL(/\/tax-planning$/)
    await expect(nav.getByRole('link', { name: 'Tax Planning', exact: true })).toBeHidden()
  })

  test('Our Expertise lists the seventeen industry pages with their labels', async ({ page }) => {
    await open(page, '/')
    const nav = page.getByRole('navigation', { name: config.header.logo }).first()
    await nav.getByText(expertise.label, { exact: true }).click()
    expect(expertise.children).toHaveLength(17)
    for (const item of expertise.children!) {
      await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', item.to!)
    }
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: expertise.children![0]!.label })).toBeHidden()
  })

  test('Home, Business Formation with its $195 badge, Client Login and Book Appointment', async ({ page }) => {
    await open(page, '/payroll')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: home.label, exact: true })).toHaveAttribute('href', '/')
    const formationLink = header.getByRole('link', { name: new RegExp(`^${formation.label}`) }).first()
    await expect(formationLink).toHaveAttribute('href', '/business-formation')
    await expect(formationLink).toContainText('$195')
    const login = header.getByRole('link', { name: /Client Login/ }).first()
    await expect(login).toHaveAttribute('href', config.firm.portalUrl)
    await expect(login).toHaveAttribute('target', '_blank')
    await expect(login).toHaveAttribute('rel', 'noopener noreferrer')
    await header.getByRole('link', { name: 'Book Appointment' }).first().click()
    await expect(page).toHaveURL(/\/book$/)
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('sections expand independently and choosing a link closes the menu and its sections', async ({ page }) => {
    // A choice already made keeps the home page's cookie notice from covering the menu.
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
    await open(page, '/')
    const toggle = page.getByRole('button', { name: config.header.openMenuLabel })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const menu = page.locator('#mobile-menu')
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: config.header.closeMenuLabel })).toHaveAttribute('aria-expanded', 'true')
    await menu.getByText(services.label, { exact: true }).click()
    await menu.getByText(taxServices.label, { exact: true }).first().click()
    await menu.getByText(expertise.label, { exact: true }).click()
    await expect(menu.getByRole('link', { name: 'Where is My Refund' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Dental Practice Accounting' })).toBeVisible()
    await menu.getByText(services.label, { exact: true }).click()
    await expect(menu.getByRole('link', { name: 'Where is My Refund' })).toBeHidden()
    await expect(menu.getByRole('link', { name: 'Dental Practice Accounting' })).toBeVisible()
    await menu.getByRole('link', { name: 'Dental Practice Accounting' }).click()
    await expect(page).toHaveURL(/\/dental-accounting$/)
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: config.header.openMenuLabel }).click()
    await expect(menu.getByRole('link', { name: 'Dental Practice Accounting' })).toBeHidden()
  })
})

test('the footer links every page the specification lists and the portal in a new tab', async ({ page }) => {
  await open(page, '/')
  const footer = page.getByRole('contentinfo')
  const expected = ['/contact', '/book', '/about-us', '/privacy-policy', '/terms-of-service', '/cookie-policy', '/bookkeeping-services', '/payroll', ...expertise.children!.map((c) => c.to!)]
  for (const href of expected) await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached()
  const portal = footer.getByRole('link', { name: new RegExp(config.footer.portal.label) })
  await expect(portal).toHaveAttribute('href', config.firm.portalUrl)
  await expect(portal).toHaveAttribute('target', '_blank')
})
