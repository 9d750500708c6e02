// A photo added in the editor and not saved yet, in Chromium on a copy of the site, on the local and the
// hosted editor alike, at 1280 and 375 px: after a reload the changes come back (locally the unsaved ones,
// hosted the ones kept as typed), and the photo with them, shown in the page and in the panel from its web
// versions as before the reload.
import type { Locator } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { photoWords } from '../../../renderer/editor/photos/photo-words.ts'
import { dropFile } from '../test-support/hosted-browser.ts'
import { showPanel } from '../test-support/test-in-place.ts'
import { modeEditors, modesAndWidths } from '../test-support/test-editor-modes.ts'
import { openTeam } from './test-team-page.ts'

const seconds = 1000
const session = modeEditors()
const words = 'Maria at the front desk'

/** Whether `img` has its picture: loaded, and from a web version of the photo. */
const drawn = (img: Locator) => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0 && i.currentSrc.includes('/assets/images/'))

describe.each(modesAndWidths)('a photo after a reload, %s, at %i px', (mode, width) => {
  test(
    'a photo added and not saved is shown again after a reload, in the page and in the panel',
    async () => {
      const { page, section, picture } = await openTeam(session, mode, width)
      const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#4a7ab0' } })
        .jpeg()
        .toBuffer()
      await dropFile(page, picture, photo, 'IMG_0412.JPG', 'image/jpeg')
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
      // On a phone the panel is a sheet that stays folded after a tap on the page, until asked for.
      await showPanel(page)
      await expect.poll(() => drawn(panel.getByRole('img', { name: photoWords.current(words) })), { timeout: 10 * seconds }).toBe(true)
      await page.close()
    },
    120 * seconds,
  )
})
