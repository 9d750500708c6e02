// The side panels on a phone (375 px) in a real browser, on a copy of the sample site: every button of the
// Section panel and of the Page panel is a finger's size (40 px tall at least), and a long line such as
// "Change them to /a-long-address" wraps within the window instead of running out of it. On the local and
// the hosted editor alike.
import type { Locator } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import type { Section } from '../../../schema/generated/site-types.ts'
import { copySampleSite, pagesOf } from '../../../schema/site-copy.ts'
import { editorWords } from '../../../renderer/editor/editor-words.ts'
import { pageWords } from '../../../renderer/editor/pages/page-words.ts'
import siteSchema from '../../../schema/site.schema.json' with { type: 'json' }
import { editorModes, modeEditors } from '../test-support/test-editor-modes.ts'
import { inBarMenu } from '../test-support/test-in-place.ts'

const seconds = 1000
const session = modeEditors()
const width = 375

/** The buttons of `panel` shown now, each with its words, height and right edge, and whether its words fit in it. */
const buttonsOf = (panel: Locator) =>
  panel.locator('button').evaluateAll((buttons) =>
    buttons
      .filter((b) => b.checkVisibility())
      .map((b) => {
        const box = b.getBoundingClientRect()
        return { name: b.getAttribute('aria-label') ?? b.textContent, height: box.height, right: box.right, fits: b.scrollWidth <= b.clientWidth }
      }),
  )

describe.each(editorModes)('%s', (mode) =>
  test(
    'at 375 px the panels’ buttons are 40 px tall, and a long one wraps within the window',
    async () => {
      const siteDir = copySampleSite()
      // A page with a list in a section (its items' buttons, the icons) that other pages link to.
      const hasList = (s: Section) => s.type === 'cards'
      const { page: sitePage } = pagesOf(siteDir).find(({ page }) => page.sections.some(hasList))!
      const index = sitePage.sections.findIndex(hasList)
      const editor = await session.start(mode, siteDir)
      const page = await editor.open(sitePage.path, undefined, width)
      await page
        .locator(`[data-editor-section="${index}"] > *`)
        .first()
        .click({ position: { x: 4, y: 4 } })
      await page.getByRole('button', { name: new RegExp(editorWords.showPanel('')) }).click()
      const sectionPanel = page.getByRole('complementary', { name: editorWords.section })
      await sectionPanel
        .getByRole('group', { name: siteSchema.$defs.Card.title, exact: false })
        .first()
        .waitFor({ timeout: 10 * seconds })
      const small = (await buttonsOf(sectionPanel)).filter((b) => b.height < 40)
      expect(small).toEqual([])

      await (await inBarMenu(page, page.getByRole('button', { name: pageWords.openPanel }).first())).click()
      const pagePanel = page.getByRole('complementary', { name: pageWords.panel })
      const address = `${sitePage.path === '/' ? '' : sitePage.path}/${'a-much-longer-address-than-a-phone-is-wide'.repeat(2)}`
      await pagePanel.getByLabel(siteSchema.$defs.Page.properties.path.title, { exact: true }).fill(address)
      const relink = pagePanel.getByRole('button', { name: pageWords.relink(address) })
      await relink.waitFor({ timeout: 10 * seconds })
      const buttons = await buttonsOf(pagePanel)
      expect(buttons.filter((b) => b.height < 40)).toEqual([])
      expect(buttons.find((b) => b.name === pageWords.relink(address))).toMatchObject({ fits: true })
      expect(Math.max(...buttons.map((b) => b.right))).toBeLessThanOrEqual(width)
      await page.close()
    },
    120 * seconds,
  ),
)
