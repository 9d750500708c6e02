// A photo in the hosted editor with the site's repository, in Chromium: a camera's photo dropped on a
// team member's picture is taken (no "ask whoever looks after the site"), shown on her page from its web
// versions, and still there once the page is opened again (her drafts come back with it), while another
// person is not given it and the site everyone edits on top of stays as it was. On a copy of the sample
// site, which has a team section, behind the real git server. Screenshots at 1280 and 375 px go to the
// system's temp folder.
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Locator } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { TeamSection } from '../../../schema/generated/site-types.ts'
import { copySampleSite, findSection, removeCopies } from '../../../schema/site-copy.ts'
import { testBrowser } from '../../../scripts/support/test-browser.ts'
import { removeTempDirs } from '../../test-support.ts'
import { editorRoutes } from '../contract.ts'
import { dropFile } from '../test-support/hosted-browser.ts'
import { startHostedOnRemote } from '../test-support/test-hosted-editor.ts'
import { photoWords } from '../../../renderer/editor/photos/photo-words.ts'

let browser: Browser
beforeAll(async () => {
  browser = await testBrowser()
}, 60_000)
afterAll(async () => {
  await browser?.close()
  removeCopies()
  removeTempDirs()
})

const words = 'Maria at the front desk'

/** Whether an image has loaded (lazily, as visitors' do: once scrolled into view). */
async function loaded(image: Locator) {
  await image.scrollIntoViewIfNeeded()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 20_000 }).toBeGreaterThan(0)
}

test("a photo dropped on a team member's picture is taken, shown to her alone, and still shown once her page is opened again", async () => {
  const { folder, editor } = await startHostedOnRemote({ siteDir: copySampleSite() })
  try {
    const { page: sitePage, index, section } = findSection(folder.dir, (s): s is TeamSection => s.type === 'team')!
    const member = section.members[0]!
    const ann = await editor.signedIn('ann@example.com', 'editor', 'Ann Lee')
    const bob = await editor.signedIn('bob@example.com', 'editor', 'Bob Stone')
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const [name, value] = [ann.slice(0, ann.indexOf('=')), ann.slice(ann.indexOf('=') + 1)]
    await context.addCookies([{ name, value, domain: 'localhost', path: '/', secure: true, httpOnly: true, sameSite: 'Strict' }])
    const tab = await context.newPage()
    const open = async () => {
      await tab.goto(editor.origin + sitePage.path)
      await tab.locator('[aria-label="Problems"][aria-busy="false"]').waitFor({ timeout: 60_000 })
    }
    await open()
    const inSection = tab.locator(`[data-editor-section="${index}"]`)
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#4a7ab0' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'TestCam' } })
      .toBuffer()
    await dropFile(tab, inSection.getByRole('img', { name: member.alt, exact: true }).first(), photo, 'IMG_0412.JPG', 'image/jpeg')
    const panel = tab.getByRole('complementary', { name: 'Section' })
    await panel.getByLabel(photoWords.describe).fill(words)
    await panel.getByRole('button', { name: photoWords.use }).click()
    await panel.getByText(photoWords.added('images/team/maria-at-the-front-desk.jpg')).waitFor({ timeout: 60_000 })

    const shown = inSection.getByRole('img', { name: words, exact: true })
    await shown.waitFor({ timeout: 60_000 })
    await loaded(shown)
    await tab.screenshot({ path: join(tmpdir(), 'hosted-photo-added-1280.png') })
    const src = (await shown.getAttribute('src'))!
    expect(src).toMatch(/^\/assets\/images\/team\/maria-at-the-front-desk-\d+\.\w+\.jpeg$/)
    // Hers alone: another person is not given it, and the site everyone edits on top of does not hold it.
    expect((await editor.request('GET', src, { cookie: bob })).status).toBe(404)
    expect((await editor.request('GET', src, { cookie: ann })).status).toBe(200)
    expect(existsSync(join(folder.dir, 'images', 'team', 'maria-at-the-front-desk.jpg'))).toBe(false)

    // Opened again (her drafts come back), the page still shows it, at a phone's width too.
    const kept = async () => (await editor.request('GET', editorRoutes.drafts, { cookie: ann })).body.toString()
    await expect.poll(kept, { timeout: 20_000 }).toContain('images/team/maria-at-the-front-desk.jpg')
    await open()
    await shown.waitFor({ timeout: 60_000 })
    await loaded(shown)
    await tab.setViewportSize({ width: 375, height: 740 })
    await loaded(shown)
    await tab.screenshot({ path: join(tmpdir(), 'hosted-photo-again-375.png') })
    await context.close()
  } finally {
    await editor.close()
  }
}, 240_000)
