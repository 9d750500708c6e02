// The hosted editor's bar in Chromium: at 375 px each of its buttons and its page list is a finger's
// height (44 px); at 375 and 1280 px, the marks beside the state ("✓") are the eye's alone: a screen
// reader reads the state's words and "No problems." without them. On the sample site.
import { expect, test } from 'vitest'
import { editorWords } from '../../../renderer/editor/editor-words.ts'
import { copySampleSite } from '../../../schema/site-copy.ts'
import { newDatabase } from '../../test-support.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { startHostedEditor } from '../test-support/test-hosted-editor.ts'

const chromium = hostedBrowser()

test("the bar's buttons are a finger's height on a phone, and its marks are read as words", async () => {
  const editor = await startHostedEditor(copySampleSite(), await newDatabase())
  try {
    const cookie = await editor.signedIn('ann@example.com', 'editor', 'Ann Lee')
    for (const width of [375, 1280]) {
      const tab = await chromium.open(editor, cookie, width)
      const bar = tab.locator('[data-editor-bar]')
      if (width < 600) {
        const heights = await bar.locator('button:visible, select:visible').evaluateAll((all) => all.map((e) => e.getBoundingClientRect().height))
        expect(heights.length).toBeGreaterThan(0)
        expect(Math.min(...heights)).toBeGreaterThanOrEqual(44)
      }
      // Read as a screen reader reads them: the words, no "✓".
      const read = await bar.ariaSnapshot()
      expect(read).toContain(editorWords.noProblems)
      expect(read).not.toContain('✓')
    }
  } finally {
    await editor.close()
  }
}, 120_000)
