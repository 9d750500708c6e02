// Hosted, in Chromium at 1280 and 375 px: a person whose session ends while they type (signed out in
// another browser, or it expired) is told under the bar that their latest changes are only on this page,
// with a link to sign in again, and the bar stops saying they are kept; signed in again, Keep my changes
// keeps them, and the server holds every change typed. The page moves down below the banner while it shows.
import type { Page as Tab } from 'playwright-core'
import { expect, test } from 'vitest'
import { editorWords } from '../../../renderer/editor/editor-words.ts'
import { reviewWords as words } from '../../../renderer/editor/review/review-words.ts'
import { copySampleSite, findSection } from '../../../schema/site-copy.ts'
import type { HeroSection, Section } from '../../../schema/generated/site-types.ts'
import { newDatabase } from '../../test-support.ts'
import { apiPrefix, editorRoutes, type DraftHistory } from '../contract.ts'
import { signInPages } from '../sign-in-contract.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { json, startHostedEditor } from '../test-support/test-hosted-editor.ts'

const chromium = hostedBrowser()
const isPlainHero = (s: Section): s is HeroSection => s.type === 'hero' && !s.heading.includes('{{')
const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1)

/** Types `text` at the end of the heading; the status of the drafts' PUT that holds all of it (the last one sent). */
async function typeAtEnd(tab: Tab, heading: string, text: string): Promise<number> {
  const put = tab.waitForResponse(
    (r) =>
      r.url().endsWith(apiPrefix + editorRoutes.drafts) && r.request().method() === 'PUT' && Boolean(r.request().postData()?.includes(`${heading}${text}`)),
  )
  await tab.locator('h1', { hasText: heading }).first().click()
  await tab.keyboard.press('End')
  await tab.keyboard.type(text)
  return (await put).status()
}

for (const width of [1280, 375]) {
  test(`at ${width} px: changes the server refused while signed out are said so, and kept once signed in again`, async () => {
    const siteDir = copySampleSite()
    const { page: sitePage, section } = findSection(siteDir, isPlainHero)!
    const editor = await startHostedEditor(siteDir, await newDatabase())
    try {
      const cookie = await editor.signedIn('ann@example.com', 'editor', 'Ann Lee')
      const tab = await chromium.open(editor, cookie, width, sitePage.path)
      const status = tab.locator('[data-editor-changes]')
      expect(await typeAtEnd(tab, section.heading, ' one')).toBe(200)
      await expect.poll(() => status.innerText()).not.toContain(editorWords.short.notKept)

      // Signed out elsewhere: what she types next is refused, and said so where she looks.
      await editor.store.people.endSession(tokenOf(cookie))
      expect(await typeAtEnd(tab, `${section.heading} one`, ' two')).toBe(401)
      const alert = tab.locator('[data-editor-banner]').getByRole('alert')
      await alert.getByText(words.unkeptSignedOut).waitFor()
      expect(await alert.getByRole('link', { name: words.signInAgain }).getAttribute('href')).toBe(signInPages.signIn)
      expect(await status.innerText()).toContain(width < 600 ? editorWords.short.notKept : editorWords.notKept)
      // Beside it, no mark of "no problems" that would read as this state's (on a phone, said to screen readers alone).
      const noProblems = tab.getByRole('region', { name: editorWords.problems }).getByText(editorWords.noProblems)
      if (width < 600) expect((await noProblems.boundingBox())!.width).toBeLessThanOrEqual(1)
      expect(await alert.evaluate((e) => e.getBoundingClientRect().bottom <= window.innerHeight && e.getBoundingClientRect().top >= 0)).toBe(true)
      // The page moves down below the banner: at its top, its first heading shows whole, never under it.
      const headingTop = async () => {
        await tab.evaluate(() => window.scrollTo(0, 0))
        return (await tab.locator('h1').first().boundingBox())!.y
      }
      const bannerBottom = await tab.locator('[data-editor-banner]').evaluate((e) => e.getBoundingClientRect().bottom)
      await expect.poll(headingTop).toBeGreaterThanOrEqual(bannerBottom)
      const belowBanner = await headingTop()

      // Signed in again (the new tab's sign-in sets her cookie in this browser): Keep my changes keeps both.
      const again = await editor.signedIn('ann@example.com', 'editor', 'Ann Lee')
      await tab
        .context()
        .addCookies([
          { name: again.slice(0, again.indexOf('=')), value: tokenOf(again), domain: 'localhost', path: '/', secure: true, httpOnly: true, sameSite: 'Strict' },
        ])
      await alert.getByRole('button', { name: words.keepThem }).click()
      await alert.waitFor({ state: 'detached' })
      // Its room goes with it.
      await expect.poll(headingTop).toBeLessThan(belowBanner)
      await expect.poll(() => status.innerText()).not.toContain(editorWords.short.notKept)
      const kept = json<DraftHistory>(await editor.request('GET', editorRoutes.drafts, { cookie: again }))
      expect(JSON.stringify(kept.done)).toContain(`${section.heading} one two`)
    } finally {
      await editor.close()
    }
  }, 180_000)
}
