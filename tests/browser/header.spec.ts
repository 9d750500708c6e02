// The header's menus and the footer go where site.yaml says, on wide screens and in the mobile menu.
// Menu entries are found by their shape (a group holding a submenu, the group with the most links),
// not by their place in the list or their words, which are the editors' choice.
import { expect, test } from '@playwright/test'
import type { NavItem } from '../../schema/generated/site-types.ts'
import { open } from './open.ts'
import { config, escapeRegExp, menuLinks, publicRoutes } from './site-data.ts'

const { menu } = config.header
const groups = menu.filter((item) => item.children)
/** A group that holds a submenu of its own, and that submenu. */
const outer = groups.find((g) => g.children!.some((c) => c.children))
const inner = outer?.children!.find((c) => c.children)
/** The group with the most direct links (the industry pages). */
const widest = [...groups].sort((a, b) => menuLinks(b).length - menuLinks(a).length)[0]
/** A link of the submenu that leads away from the home page. */
const innerLink = inner?.children!.find((c) => c.to && c.to !== '/')

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a group opens, its submenu opens, and a link navigates and closes the menu', async ({ page }) => {
    test.skip(!outer || !innerLink, 'no menu group holds a submenu with a link')
    await open(page, '/')
    const nav = page.getByRole('navigation', { name: config.header.logo }).first()
    await nav.getByText(outer!.label, { exact: true }).first().click()
    await nav.getByText(inner!.label, { exact: true }).first().click()
    for (const item of menuLinks(inner!)) await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', item.to!)
    for (const item of menuLinks(outer!)) await expect(nav.getByRole('link', { name: item.label, exact: true })).toBeVisible()
    await nav.getByRole('link', { name: innerLink!.label, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(innerLink!.to!)}$`))
    await expect(nav.getByRole('link', { name: innerLink!.label, exact: true })).toBeHidden()
  })

  test('the group with the most links lists each with its label and path, and Escape closes it', async ({ page }) => {
    test.skip(!widest, 'the menu has no groups')
    await open(page, '/')
    const nav = page.getByRole('navigation', { name: config.header.logo }).first()
    await nav.getByText(widest!.label, { exact: true }).first().click()
    const links = menuLinks(widest!)
    for (const item of links) {
      await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', item.to!)
    }
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: links[0]!.label, exact: true })).toBeHidden()
  })

  test('the top-level links with their badges, and the header buttons', async ({ page }) => {
    // A page no header button leads to, so following the first page button changes the address.
    const targets = config.header.actions.map((a) => a.to)
    const start = publicRoutes.find((path) => path !== '/' && !targets.includes(path))!
    await open(page, start)
    const header = page.getByRole('banner')
    for (const item of menu.filter((i: NavItem) => !i.children)) {
      const link = header.getByRole('link', { name: new RegExp(`^${escapeRegExp(item.label)}`) }).first()
      await expect(link).toHaveAttribute('href', item.to!)
      if (item.badge) await expect(link).toContainText(item.badge)
    }
    for (const action of config.header.actions) {
      const link = header.getByRole('link', { name: new RegExp(`^${escapeRegExp(action.label)}`) }).first()
      await expect(link).toHaveAttribute('href', action.to)
      if (/^https?:/.test(action.to) && action.newTab !== false) {
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
    }
    const internal = config.header.actions.find((a) => a.to.startsWith('/'))
    test.skip(!internal, 'no header button leads to a page of the site')
    await header.getByRole('link', { name: internal!.label, exact: true }).first().click()
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(internal!.to)}$`))
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('groups expand independently and choosing a link closes the menu and its groups', async ({ page }) => {
    // Two groups: the one with the most links, and another with a link in a submenu or of its own.
    const submenuWithLinks = (g: NavItem) => g.children!.find((c) => menuLinks(c).length)
    const other = groups.find((g) => g !== widest && (submenuWithLinks(g) || menuLinks(g).length))
    test.skip(!widest || !other, 'the menu has fewer than two groups with links')
    const otherInner = submenuWithLinks(other!)
    const otherLink = otherInner ? menuLinks(otherInner)[0]! : menuLinks(other!)[0]!
    const chosen = menuLinks(widest!).find((l) => l.to !== '/')!
    // A choice already made keeps the home page's cookie notice from covering the menu.
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'))
    await open(page, '/')
    const toggle = page.getByRole('button', { name: config.header.openMenuLabel })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const mobile = page.locator('#mobile-menu')
    await expect(mobile).toBeVisible()
    await expect(page.getByRole('button', { name: config.header.closeMenuLabel })).toHaveAttribute('aria-expanded', 'true')
    await mobile.getByText(other!.label, { exact: true }).first().click()
    if (otherInner) await mobile.getByText(otherInner.label, { exact: true }).first().click()
    await mobile.getByText(widest!.label, { exact: true }).first().click()
    const otherShown = mobile.getByRole('link', { name: otherLink.label, exact: true })
    const chosenShown = mobile.getByRole('link', { name: chosen.label, exact: true })
    await expect(otherShown).toBeVisible()
    await expect(chosenShown).toBeVisible()
    await mobile.getByText(other!.label, { exact: true }).first().click()
    await expect(otherShown).toBeHidden()
    await expect(chosenShown).toBeVisible()
    await chosenShown.click()
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(chosen.to!)}$`))
    await expect(mobile).toBeHidden()
    await page.getByRole('button', { name: config.header.openMenuLabel }).click()
    await expect(chosenShown).toBeHidden()
  })
})

test('the footer shows each column of site.yaml with its links, and the portal in a new tab', async ({ page }) => {
  await open(page, '/')
  const footer = page.getByRole('contentinfo')
  for (const column of config.footer.columns) {
    const nav = footer.getByRole('navigation', { name: column.heading, exact: true })
    await expect(nav.getByRole('heading', { name: column.heading, exact: true })).toBeVisible()
    await expect(nav.getByRole('link')).toHaveCount(column.links.length)
    for (const link of column.links) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${escapeRegExp(link.label)}`) }).first()).toHaveAttribute('href', link.to)
    }
  }
  const portal = footer.getByRole('link', { name: new RegExp(`^${escapeRegExp(config.footer.portal.label)}`) })
  await expect(portal).toHaveAttribute('href', config.footer.portal.to)
  if (/^https?:/.test(config.footer.portal.to)) await expect(portal).toHaveAttribute('target', '_blank')
  await expect(footer).toContainText(config.footer.copyright)
})
