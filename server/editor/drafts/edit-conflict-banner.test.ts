// A place changed on disk meanwhile as well as in the editor's drafts is put where the eye is, in a real
// browser on a copy of the sample site, at 1280 and 375 px: a banner under the bar, wholly inside the
// window, naming the place once with both texts; its section is marked on the page; Keep mine takes the
// banner and the mark away and keeps the editor's words. On the local and the hosted editor alike.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import type { HeroSection, Page as SitePage, Section } from '../../../schema/generated/site-types.ts'
import { findSection, copySampleSite } from '../../../schema/site-copy.ts'
import { spliceData } from '../../../schema/yaml-splice.ts'
import { reviewWords } from '../../../renderer/editor/review/review-words.ts'
import { modeEditors, modesAndWidths } from '../test-support/test-editor-modes.ts'
import { keepDrafts } from '../test-support/test-kept-drafts.ts'

const seconds = 1000
const session = modeEditors()
const isPlainHero = (s: Section): s is HeroSection => s.type === 'hero' && !s.heading.includes('{{')

describe.each(modesAndWidths)('%s, at %i px', (mode, width) => {
  test(
    `the place changed on both sides is a banner inside the window, listed once, gone after Keep mine`,
    async () => {
      const siteDir = copySampleSite()
      const { file, page: sitePage, index, section } = findSection(siteDir, isPlainHero)!
      const editor = await session.start(mode, siteDir)
      const page = await editor.open(sitePage.path, section.heading, width)
      await page.setViewportSize({ width, height: 800 })

      const path = ['sections', index, 'heading']
      const [mine, theirs] = [`${section.heading} Quokka`, `${section.heading} Wombat`]
      expect(await keepDrafts(page, [{ file, path, before: section.heading, after: mine }])).toBe(200)
      // Another editor’s change to the same heading, on disk: the page takes it in place and finds it.
      const text = readFileSync(join(siteDir, file), 'utf8')
      const data = parse(text) as SitePage
      ;(data.sections[index] as HeroSection).heading = theirs
      writeFileSync(join(siteDir, file), spliceData(text, data))

      const banner = page.getByRole('region', { name: reviewWords.conflicts })
      await banner.waitFor({ timeout: 60 * seconds })
      const choice = banner.getByRole('group')
      expect(await choice.count()).toBe(1)
      expect(await choice.innerText()).toContain(`'${mine}'`)
      expect(await choice.innerText()).toContain(`'${theirs}'`)
      // Wholly inside the window, below the bar, without scrolling the page to it.
      const box = (await banner.boundingBox())!
      const bar = (await page.locator('[data-editor-bar]').boundingBox())!
      const viewport = page.viewportSize()!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height)
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
      const keepMine = choice.getByRole('button', { name: reviewWords.keepMine })
      const button = (await keepMine.boundingBox())!
      expect(button.y + button.height).toBeLessThanOrEqual(viewport.height)

      // The section the place is in is marked on the page while it waits.
      const marked = () => page.locator(`[data-editor-section="${index}"]`).evaluate((e) => getComputedStyle(e).outlineStyle)
      expect(await marked()).toBe('dashed')

      await keepMine.click()
      expect(await banner.count()).toBe(0)
      expect(await marked()).not.toBe('dashed')
      await page
        .getByText(mine, { exact: true })
        .filter({ visible: true })
        .first()
        .waitFor({ timeout: 10 * seconds })
      await page.close()
    },
    180 * seconds,
  )
})
