// The cookie notice, on the pages whose data asks for it: when it appears, what each choice stores,
// and that it stays away once chosen and on pages without it.
import { expect, test, type Page } from '@playwright/test'
import { open } from './open.ts'
import { config, site } from './site-data.ts'

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

  for (const [name, label] of [
    ['the decline button', config.strings.cookie.decline],
    ['the close button', config.strings.close],
  ]) {
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
