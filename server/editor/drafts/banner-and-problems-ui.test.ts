// The banner under the bar and the Problems list, in Chromium at 1280 and 375 px on the sample site: the
// editor opens with a change brought back from the last session that leaves a problem (an emptied
// heading); the banner saying so is readable, not covered by the Problems list, which waits closed behind
// its count in the bar and opens when asked.
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { editorWords } from '../../../renderer/editor/editor-words.ts'
import { reviewWords } from '../../../renderer/editor/review/review-words.ts'
import type { HeroSection, Section } from '../../../schema/generated/site-types.ts'
import { copySampleSite, findSection } from '../../../schema/site-copy.ts'
import { editorTests } from '../test-support/test-editor-tests.ts'
import { keepDrafts } from '../test-support/test-kept-drafts.ts'

const session = editorTests()
const isPlainHero = (s: Section): s is HeroSection => s.type === 'hero' && !s.heading.includes('{{')

/** Whether the middle of `words` in the banner is the topmost thing there, covered by nothing. */
const uncovered = (page: Page, words: string) =>
  page
    .locator('[data-editor-banner]')
    .getByText(words)
    .evaluate((e) => {
      const box = e.getBoundingClientRect()
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return top !== null && e.contains(top)
    })

for (const width of [1280, 375]) {
  test(`at ${width} px the banner of changes brought back is not covered by the Problems list`, async () => {
    const siteDir = copySampleSite()
    const { file, page: sitePage, index, section } = findSection(siteDir, isPlainHero)!
    const editor = await session.start(siteDir)
    const context = await session.browser().newContext({ viewport: { width, height: 740 } })
    try {
      const page = await context.newPage()
      await page.goto(`${editor.origin}${sitePage.path}`)
      const checked = page.locator('[aria-label="Problems"][aria-busy="false"]')
      await checked.waitFor({ timeout: 60_000 })
      expect(await keepDrafts(page, [{ file, path: ['sections', index, 'heading'], before: section.heading, after: '' }])).toBe(200)
      await page.reload()
      await checked.waitFor({ timeout: 60_000 })
      const restored = reviewWords.restored(1)
      await page.getByText(restored).waitFor()
      const count = page.getByRole('button', { name: editorWords.problemCount(1, 0) })
      await count.waitFor()
      expect(await uncovered(page, restored)).toBe(true)
      expect(await count.getAttribute('aria-expanded')).toBe('false')
      // Asked for, the list opens.
      await count.click()
      await page.locator('[data-editor-problem-list]').getByRole('button').first().waitFor()
    } finally {
      await context.close()
    }
  }, 120_000)
}
