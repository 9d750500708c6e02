// A photo added in the editor and not saved yet, in Chromium on a copy of the site: after a reload the
// unsaved changes come back, and the photo with them, shown in the page and in the panel from its web
// versions as before the reload.
import type { Locator } from 'playwright-core'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import type { TeamSection } from '../../../schema/generated/site-types.ts'
import { findSection, copySampleSite } from '../../../schema/site-copy.ts'
import { openEditorPage } from '../test-support/test-editor-server.ts'
import { editorTests } from '../test-support/test-editor-tests.ts'
import { dropFile } from '../test-support/hosted-browser.ts'
import { photoWords } from '../../../renderer/editor/photos/photo-words.ts'

const seconds = 1000
const session = editorTests()
const words = 'Maria at the front desk'

/** Whether `img` has its picture: loaded, and from a web version of the photo. */
const drawn = (img: Locator) => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0 && i.currentSrc.includes('/assets/images/'))

test(
  'a photo added and not saved is shown again after a reload, in the page and in the panel',
  async () => {
    const siteDir = copySampleSite()
    const found = findSection(siteDir, (s): s is TeamSection => s.type === 'team')!
    const member = found.section.members[0]!
    const editor = await session.start(siteDir)
    const page = await openEditorPage(session.browser(), `${editor.origin}${found.page.path}`, member.name)
    const section = page.locator(`[data-editor-section="${found.index}"]`)
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#4a7ab0' } })
      .jpeg()
      .toBuffer()
    await dropFile(page, section.getByRole('img', { name: member.alt, exact: true }).first(), photo, 'IMG_0412.JPG', 'image/jpeg')
    const panel = page.getByRole('complementary', { name: 'Section' })
    await panel.getByLabel(photoWords.describe).fill(words)
    await panel.getByRole('button', { name: photoWords.use }).click()
    const shown = section.getByRole('img', { name: words, exact: true })
    await shown.waitFor({ timeout: 60 * seconds })

    await page.reload()
    await page.locator('[aria-label="Problems"][aria-busy="false"]').waitFor({ timeout: 60 * seconds })
    await shown.scrollIntoViewIfNeeded({ timeout: 10 * seconds })
    await expect.poll(() => drawn(shown), { timeout: 10 * seconds }).toBe(true)
    await shown.click()
    await expect.poll(() => drawn(panel.getByRole('img', { name: photoWords.current(words) })), { timeout: 10 * seconds }).toBe(true)
    await page.close()
  },
  120 * seconds,
)
