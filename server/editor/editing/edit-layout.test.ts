// The editor's layout, keyboard and preview widths in a real browser, at 375 and 1280 px, on a copy of the
// sample site: on a wide window the section panel is beside the page, never over it; on a phone it is a sheet
// that collapses, and a tap on the page picks a section; visitors' pop-ups never show; Save is within 5
// Tab presses, a section opens with Enter and a text is typed in from the keyboard; axe finds nothing
// in each state (page, panel, Review, Messages, Save's warning, preview); the preview widths show the
// page, drafts included, in a window of that width, its own CSS answering; beside the panel the page is
// laid out as in a window as wide as the page. On the local and the hosted editor alike, where the main
// action is Save locally and Review changes hosted (nothing to save: each change is kept as it is typed),
// and Save's warning is the local editor's alone.
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import type { Section } from '../../../schema/generated/site-types.ts'
import { pagesOf, copySampleSite } from '../../../schema/site-copy.ts'
import { editorWords } from '../../../renderer/editor/editor-words.ts'
import { sectionName as typeName } from '../../../renderer/editor/panels/schema-parts.ts'
import { previewWidths } from '../../../renderer/editor/shell/store/panels.ts'
import { reviewWords } from '../../../renderer/editor/review/review-words.ts'
import { axeViolations, dialogsPassAxe, saveWarningPassesAxe } from '../test-support/editor-axe.ts'
import { editorModes, modeEditors, type EditorMode } from '../test-support/test-editor-modes.ts'
import { inBarMenu } from '../test-support/test-in-place.ts'

const seconds = 1000
const session = modeEditors()
// The bar's main action, and its state in short words while nothing has changed.
const mainAction = { local: editorWords.save, hosted: reviewWords.review }
const unchanged = { local: editorWords.short.allSaved, hosted: editorWords.short.allKept }
const siteDir = copySampleSite()

type Headed = Section & { heading: string }
const isPlainHeaded = (s: Section): s is Headed =>
  s.type !== 'hero' && 'heading' in s && typeof s.heading === 'string' && !s.heading.includes('{{') && !s.heading.includes('*')
// A page showing the cookie notice to visitors, with a section whose heading is plain words.
const sitePage = pagesOf(siteDir)
  .map(({ page }) => page)
  .find((p) => p.cookieNotice && p.sections.some(isPlainHeaded))!
const headedIndex = sitePage.sections.findIndex(isPlainHeaded)
const headed = sitePage.sections[headedIndex] as Headed
const sectionName = (index: number) => editorWords.sectionHeading(typeName(sitePage.sections[index]!.type), index + 1, sitePage.sections.length)

/** The page in an editor of its own (its drafts kept apart from the other tests'), in a window `width` wide, a touch screen's below 1024 px. */
const openAt = async (mode: EditorMode, width: number): Promise<Page> =>
  (await session.start(mode, siteDir)).open(sitePage.path, headed.heading, width, { touch: width < 1024 })

const panelOf = (page: Page) => page.getByRole('complementary', { name: editorWords.section })
const headingOf = (page: Page) => page.locator(`[data-editor-section="${headedIndex}"]`).getByText(headed.heading, { exact: true }).first()
/** The section `index` is open: in the panel beside the page, or named by the collapsed sheet's button. */
const opened = (page: Page, index: number) =>
  (page.viewportSize()!.width < 1024
    ? page.getByRole('button', { name: editorWords.showPanel(sectionName(index)) })
    : panelOf(page).getByText(sectionName(index))
  ).waitFor({ timeout: 10 * seconds })

/** What has the focus: its text, whether it is a section (its position) or a text of one, being typed in, and its outline. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    // Its words as read out: a button's short words for a phone are hidden from screen readers.
    const read = element?.cloneNode(true) as HTMLElement | undefined
    read?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove())
    return {
      text: read?.textContent ?? '',
      section: element?.hasAttribute('data-editor-focusable') ? element.parentElement?.getAttribute('data-editor-section') : undefined,
      name: element?.getAttribute('aria-label') ?? element?.getAttribute('aria-labelledby'),
      editableText: element?.hasAttribute('data-editor-text'),
      editing: element?.isContentEditable,
      outline: element ? getComputedStyle(element).outlineStyle : 'none',
    }
  })

/** How the site's header is laid out: whether it shows the menu button, and which of its texts take more than one line. */
const headerLayout = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((header) => {
      const wrapped: string[] = []
      const texts = document.createTreeWalker(header, NodeFilter.SHOW_TEXT)
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        if (!text.textContent!.trim() || !text.parentElement!.checkVisibility()) continue
        const range = document.createRange()
        range.selectNodeContents(text)
        if (new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size > 1) wrapped.push(text.textContent!.trim())
      }
      return { menuButton: header.querySelector<HTMLElement>('button[aria-controls="mobile-menu"]')?.checkVisibility() ?? false, wrapped }
    })

describe.each(editorModes)('%s', (mode) => {
  describe('the editor at 1280 px', () => {
    test(
      'the panel is beside the page, never over it; the cookie notice never shows; axe finds nothing',
      async () => {
        const page = await openAt(mode, 1280)
        expect(await axeViolations(page)).toEqual([])
        await headingOf(page).click()
        await panelOf(page)
          .getByText(sectionName(headedIndex))
          .waitFor({ timeout: 10 * seconds })
        const panel = (await panelOf(page).boundingBox())!
        const main = (await page.locator('#main').boundingBox())!
        expect(main.x + main.width).toBeLessThanOrEqual(panel.x)
        // The page beside the panel is laid out as in a window as wide as the page, not as the window: the
        // site's breakpoints answer to the page's width in the editor (renderer/editor/page-breakpoints.css).
        const pageWidth = await page.evaluate(() => window.innerWidth - parseFloat(getComputedStyle(document.documentElement).paddingRight))
        const asWide = await openAt(mode, Math.round(pageWidth))
        expect(await headerLayout(page)).toEqual(await headerLayout(asWide))
        await asWide.context().close()
        // The notice is drawn a moment after the page opens (renderer/layout/CookieNotice.tsx), and hidden.
        const notice = page.locator('[data-visitor-popup][role="region"]')
        await notice.waitFor({ state: 'attached', timeout: 10 * seconds })
        expect(await notice.isVisible()).toBe(false)
        expect(await axeViolations(page)).toEqual([])
        await dialogsPassAxe(page)
        if (mode === 'local') await saveWarningPassesAxe(page, headed.heading)
        await page.context().close()
      },
      180 * seconds,
    )

    test(
      'Phone, Tablet and Desktop show the page in a window of that width, whose own CSS answers to it',
      async () => {
        const page = await openAt(mode, 1280)
        const fontSizes: Record<string, number> = {}
        for (const [name, width] of Object.entries(previewWidths)) {
          const widthButton = page
            .getByRole('group', { name: editorWords.previewWidth })
            .getByRole('button', { name: editorWords.previewWidths[name as keyof typeof previewWidths] })
          await (await inBarMenu(page, widthButton)).click()
          const frame = page.frameLocator(`iframe[src*="${sitePage.path}"]`)
          await frame
            .getByText(headed.heading, { exact: true })
            .first()
            .waitFor({ timeout: 30 * seconds })
          const sizes = await frame
            .locator('h1')
            .first()
            .evaluate((h1) => ({ inner: window.innerWidth, font: parseFloat(getComputedStyle(h1).fontSize) }))
          expect(sizes.inner).toBe(width)
          fontSizes[name] = sizes.font
          // Polled: on a loaded machine axe once read the frame between two loads, with no <main> nor <h1>.
          await expect.poll(() => axeViolations(page), { timeout: 30 * seconds }).toEqual([])
        }
        // The site's heading is set larger on wider windows by its own media queries.
        expect(fontSizes.phone!).toBeLessThan(fontSizes.desktop!)
        // A click on a section in the frame opens it in the panel.
        await page.frameLocator('iframe').locator(`[data-editor-section="${headedIndex}"]`).getByText(headed.heading, { exact: true }).first().click()
        await panelOf(page)
          .getByText(sectionName(headedIndex))
          .waitFor({ timeout: 10 * seconds })
        // The frame shows the drafts before Save.
        await panelOf(page).getByLabel('Heading', { exact: true }).first().fill(`${headed.heading} Platypus`)
        await page
          .frameLocator('iframe')
          .getByText(`${headed.heading} Platypus`, { exact: true })
          .first()
          .waitFor({ timeout: 10 * seconds })
        await page.context().close()
      },
      180 * seconds,
    )
  })

  describe('the editor at 375 px', () => {
    test(
      'the panel is a sheet: collapsed, a tap on the page picks a section; expanded, its fields; axe finds nothing',
      async () => {
        const page = await openAt(mode, 375)
        expect(await panelOf(page).isVisible()).toBe(false)
        // The bar's state in its short words, on two lines at most (12 px type).
        const state = page.locator('[data-editor-changes] [data-editor-narrow-words]')
        expect(await state.innerText()).toBe(unchanged[mode])
        expect((await page.locator('[data-editor-changes]').boundingBox())!.height).toBeLessThanOrEqual(30)
        expect(await axeViolations(page)).toEqual([])
        await headingOf(page).tap()
        const toggle = page.getByRole('button', { name: editorWords.showPanel(sectionName(headedIndex)) })
        await toggle.waitFor({ timeout: 10 * seconds })
        // Its words wrap within the window, none cut off, on the narrowest phones too.
        await page.setViewportSize({ width: 320, height: 800 })
        expect(await toggle.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true)
        await page.setViewportSize({ width: 375, height: 800 })
        expect(await toggle.getAttribute('aria-expanded')).toBe('false')
        await toggle.tap()
        await panelOf(page)
          .getByText(sectionName(headedIndex))
          .waitFor({ timeout: 10 * seconds })
        expect(await panelOf(page).getByLabel('Heading', { exact: true }).first().inputValue()).toBe(headed.heading)
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
        expect(await axeViolations(page)).toEqual([])
        if (mode === 'local') await saveWarningPassesAxe(page, headed.heading)
        await page.getByRole('button', { name: editorWords.hidePanel }).tap()
        expect(await panelOf(page).isVisible()).toBe(false)
        await dialogsPassAxe(page)
        await page.context().close()
      },
      180 * seconds,
    )
  })

  for (const width of [375, 1280]) {
    test(
      `at ${width} px: ${mainAction[mode]} is within 5 Tab presses; a section opens with Enter; a text is typed in from the keyboard, focus showing`,
      async () => {
        const page = await openAt(mode, width)
        let presses = 0
        do {
          await page.keyboard.press('Tab')
          presses++
        } while ((await focused(page)).text !== mainAction[mode] && presses < 20)
        expect(presses).toBeLessThanOrEqual(5)
        // The skip link is the first stop: it leads into the page, whose first stop is its first section.
        await page.keyboard.press('Shift+Tab')
        while ((await focused(page)).text !== editorWords.skipToPage && presses-- > 0) await page.keyboard.press('Shift+Tab')
        await page.keyboard.press('Enter')
        await page.keyboard.press('Tab')
        const first = await focused(page)
        expect(first.section).toBe('0')
        expect(first.name).toBeTruthy()
        expect(first.outline).not.toBe('none')
        await page.keyboard.press('Enter')
        await opened(page, 0)
        presses = 0
        do {
          await page.keyboard.press('Tab')
          presses++
        } while (!(await focused(page)).editableText && presses < 30)
        await page.keyboard.press('Enter')
        const { editing, text: before } = await focused(page)
        expect(editing).toBe(true)
        await page.keyboard.press('Control+End')
        await page.keyboard.type(' Zebra')
        await page.keyboard.press('Escape')
        const after = await focused(page)
        expect(after.editing).toBe(false)
        expect(after.text).toBe(`${before} Zebra`)
        expect(after.outline).not.toBe('none')
        // The typing is a change in the history: Undo (in More on a phone) can take it back.
        expect(await (await inBarMenu(page, page.getByRole('button', { name: editorWords.undo, exact: true }))).isEnabled()).toBe(true)
        await page.context().close()
      },
      180 * seconds,
    )
  }
})
