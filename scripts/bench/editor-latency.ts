// How soon a keystroke in the editor shows in the page (issue: under 50 ms, no reload), in Chromium on
// a copy of site/: 50 keys typed into a section's field in the side panel, and 50 into a heading
// typed in place, each timed in the page from its keydown to the moment the page's text holds it.
// Part of npm run bench; alone: node scripts/bench/editor-latency.ts
import type { Page } from 'playwright-core'
import type { Section } from '../../schema/generated/site-types.ts'
import { copySite, findSection, removeCopies } from '../../schema/site-copy.ts'
import { launchChromium } from '../support/chromium.ts'
import { openEditorPage, startEditor } from '../../server/editor/test-support/test-editor-server.ts'

interface Latency {
  median: number
  p95: number
  keys: number
}
/** `startSeconds`: from `npm run edit`'s start (its UI already built) to its first page answered. */
export interface EditorLatency {
  panel: Latency
  inPlace: Latency
  startSeconds: number
}

const keys = 50
const summary = (times: number[]): Latency => {
  const sorted = [...times].sort((a, b) => a - b)
  return { median: sorted[Math.floor(sorted.length / 2)]!, p95: sorted[Math.ceil(sorted.length * 0.95) - 1]!, keys: sorted.length }
}

// In the page: from each keydown on `input` to the first time the section shows as many letters as typed.
async function timeKeys(page: Page, inputSelector: string, shownSelector: string, typeInto: () => Promise<void>): Promise<number[]> {
  await page.evaluate(
    ({ inputSelector, shownSelector }) => {
      const times: number[] = []
      const shown = () => document.querySelector(shownSelector)?.textContent ?? ''
      const input = document.querySelector(inputSelector)!
      input.addEventListener(
        'keydown',
        () => {
          const start = performance.now()
          const before = shown()
          const observer = new MutationObserver(() => {
            if (shown() === before) return
            times.push(performance.now() - start)
            observer.disconnect()
          })
          observer.observe(document.querySelector('main')!, { subtree: true, childList: true, characterData: true })
        },
        true,
      )
      ;(window as unknown as { keyTimes: number[] }).keyTimes = times
    },
    { inputSelector, shownSelector },
  )
  await typeInto()
  await page.waitForTimeout(500)
  return page.evaluate(() => (window as unknown as { keyTimes: number[] }).keyTimes)
}

export async function measureEditorLatency(): Promise<EditorLatency> {
  const siteDir = copySite()
  const started = performance.now()
  const editor = await startEditor(siteDir)
  const startSeconds = (performance.now() - started) / 1000
  const browser = await launchChromium()
  try {
    const headed = (s: Section) => s.type !== 'hero' && 'heading' in s && typeof s.heading === 'string' && !s.heading.includes('{{') && !s.heading.includes('*')
    const { page: sitePage, index, section } = findSection(siteDir, headed)!
    const heading = (section as { heading: string }).heading
    const page = await openEditorPage(browser, `${editor.origin}${sitePage.path}`, heading)
    const inSection = `[data-editor-section="${index}"]`
    await page.locator(inSection).getByText(heading, { exact: true }).first().click()
    // In place: the clicked heading is the element typed into.
    await page
      .locator(`${inSection} [contenteditable]`)
      .first()
      .evaluate((element) => {
        element.id = 'typed-in-place'
      })
    const inPlace = await timeKeys(page, '#typed-in-place', '#typed-in-place', () => page.keyboard.type('x'.repeat(keys), { delay: 40 }))
    // The side panel's Heading field.
    const field = page.getByRole('complementary', { name: 'Section' }).getByLabel('Heading', { exact: true }).first()
    await field.click()
    const fieldId = await field.getAttribute('id')
    const panel = await timeKeys(page, `#${fieldId}`, inSection, () => page.keyboard.type('y'.repeat(keys), { delay: 40 }))
    return { panel: summary(panel), inPlace: summary(inPlace), startSeconds }
  } finally {
    await browser.close()
    await editor.stop()
    removeCopies()
  }
}

export const editorLatencyMarkdown = ({ panel, inPlace, startSeconds }: EditorLatency) => [
  '## Editor: start to first answer',
  '',
  `${startSeconds.toFixed(2)} s from the start of npm run edit to its first page (limit 3 s)`,
  '',
  '## Editor: keystroke to page',
  '',
  '| typed into | keys | median | p95 | limit |',
  '| --- | ---: | ---: | ---: | ---: |',
  `| a field of the side panel | ${panel.keys} | ${panel.median.toFixed(1)} ms | ${panel.p95.toFixed(1)} ms | < 50 ms |`,
  `| a text in place | ${inPlace.keys} | ${inPlace.median.toFixed(1)} ms | ${inPlace.p95.toFixed(1)} ms | < 50 ms |`,
]

if (import.meta.url === `file://${process.argv[1]}`) console.log(editorLatencyMarkdown(await measureEditorLatency()).join('\n'))
