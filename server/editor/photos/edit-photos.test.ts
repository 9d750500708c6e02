// Photos in the editor, in Chromium at a phone's and a laptop's width, on a copy of the site, on the local
// and the hosted editor alike: a camera's 4000×3000 JPEG with its location in it, dropped on a team
// member's picture in the page, is asked for its words, is kept under a name made from them, without its
// camera and location data and with its web versions, and the page shows it before Save (hosted, before
// it is sent); a file that is no photo, chosen with "Replace photo", is refused in words and changes nothing.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { editorWords } from '../../../renderer/editor/editor-words.ts'
import { fieldLabel } from '../../../renderer/editor/panels/schema-parts.ts'
import { showPanel } from '../test-support/test-in-place.ts'
import { dropFile } from '../test-support/hosted-browser.ts'
import { modeEditors, modesAndWidths, type EditorMode } from '../test-support/test-editor-modes.ts'
import { memberPhoto, openTeam } from './test-team-page.ts'

const seconds = 1000
const session = modeEditors()
const words = 'Maria at the front desk'
const photoLabel = fieldLabel(memberPhoto)

/** The team page, marked so that a reload would show, with its page file's text as the folder has it. */
async function openMarked(mode: EditorMode, width: number) {
  const opened = await openTeam(session, mode, width)
  // A reload would lose this mark: the photo must come in without one.
  await opened.page.evaluate(() => {
    ;(window as unknown as { stayed: boolean }).stayed = true
  })
  return { ...opened, yaml: readFileSync(join(opened.siteDir, opened.file), 'utf8') }
}

/** A camera's photo: 4000×3000 of noise (so it weighs what a photo does), EXIF naming the camera and the place. */
const cameraPhoto = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#4a7ab0', noise: { type: 'gaussian', mean: 128, sigma: 20 } } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Pocket 7' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 24/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '121/1 22/1 15/1' },
    })
    .toBuffer()

const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true)

describe.each(modesAndWidths)('photos, %s, at %i px', (mode, width) => {
  test(
    "a camera's photo dropped on a team member's picture is stored cleaned, with its versions, and shows before Save",
    async () => {
      const { siteDir, section, page, picture, editor, yaml, file } = await openMarked(mode, width)
      const photo = await cameraPhoto()
      expect((await sharp(photo).metadata()).exif?.includes(Buffer.from('TestCam'))).toBe(true)
      await dropFile(page, picture, photo, 'IMG_0412.JPG', 'image/jpeg')

      const panel = page.getByRole('complementary', { name: 'Section' })
      const box = panel.getByLabel('What does the photo show?')
      await box.waitFor({ timeout: 10 * seconds })
      await expect.poll(() => panel.getByRole('button', { name: 'Use this photo' }).isDisabled()).toBe(true)
      await box.fill(words)
      await panel.getByRole('button', { name: 'Use this photo' }).click()
      if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, `photo-adding-${mode}-${width}.png`) })

      // The page shows the new photo, with its words as its description, from its web versions.
      const shown = section.getByRole('img', { name: words, exact: true })
      await shown.waitFor({ timeout: 60 * seconds })
      expect(await shown.getAttribute('src')).toMatch(/^\/assets\/images\/team\/maria-at-the-front-desk-\d+\.\w+\.jpeg$/)
      // Loaded lazily, as visitors' pictures are: once in view.
      await shown.scrollIntoViewIfNeeded()
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 10 * seconds }).toBeGreaterThan(0)
      await panel.getByText('Photo added as maria-at-the-front-desk.jpg').waitFor()
      if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, `photo-added-${mode}-${width}.png`) })

      // Kept (in the site folder's images/), without the camera's and the place's data.
      const stored = (await editor.photos())['images/team/maria-at-the-front-desk.jpg']!
      const meta = await sharp(stored).metadata()
      expect(meta).toMatchObject({ format: 'jpeg', width: 4000, height: 3000 })
      expect(meta.exif).toBeUndefined()
      expect(stored.includes(Buffer.from('TestCam'))).toBe(false)

      // Its versions, every one the page offers, served (to the person signed in, hosted).
      const srcsets = await shown.evaluate((img) => [...img.closest('picture')!.querySelectorAll('source, img')].map((e) => e.getAttribute('srcset') ?? ''))
      const versions = srcsets.flatMap((srcset) => srcset.split(', ').map((entry) => entry.split(' ')))
      expect(versions.map(([, w]) => w)).toEqual(['400w', '800w', '1200w', '1600w', '400w', '800w', '1200w', '1600w'])
      for (const [url, w] of versions) {
        const answer = await page.request.get(new URL(url!, page.url()).href)
        expect(answer.status(), url).toBe(200)
        expect((await sharp(await answer.body()).metadata()).width, url).toBe(Number.parseInt(w!))
      }

      // Before Save: the folder's page file is as it was (hosted, it never is written), the change waits (locally
      // for Save, hosted to be sent), and the page never reloaded.
      expect(readFileSync(join(siteDir, file), 'utf8')).toBe(yaml)
      await page.getByText(mode === 'local' ? editorWords.unsaved(2) : editorWords.notSent(2)).waitFor()
      expect(await stayed(page)).toBe(true)
      await page.close()
    },
    180 * seconds,
  )

  test(
    'a file that is no photo, chosen with "Replace photo", is refused in words and changes nothing',
    async () => {
      const { page, picture, file, member, editor } = await openMarked(mode, width)
      const before = await editor.texts()
      const photos = Object.keys(await editor.photos()).sort()
      await picture.click()
      // On a phone the panel is a sheet that stays folded after a tap on the page, until asked for.
      await showPanel(page)
      const panel = page.getByRole('complementary', { name: 'Section' })
      const field = panel.getByRole('group', { name: photoLabel }).first()
      await expect
        .poll(() =>
          field
            .getByRole('img')
            .first()
            .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
        )
        .toBeGreaterThan(0)
      const chooser = page.waitForEvent('filechooser')
      await field.getByRole('button', { name: 'Replace photo' }).click()
      await (await chooser).setFiles({ name: 'letter.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Dear client, this is a letter and not a photo.') })
      await field.getByLabel('What does the photo show?').fill(words)
      await field.getByRole('button', { name: 'Use this photo' }).click()
      await field
        .getByRole('alert')
        .getByText(/cannot be read as a photo/)
        .waitFor({ timeout: 20 * seconds })
      if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, `photo-refused-${mode}-${width}.png`) })
      expect(Object.keys(await editor.photos()).sort()).toEqual(photos)
      expect((await editor.texts())[file]).toBe(before[file])
      expect(await picture.getAttribute('alt')).toBe(member.alt)
      await page.close()
    },
    120 * seconds,
  )
})
