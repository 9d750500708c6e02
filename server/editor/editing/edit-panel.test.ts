// The editor's side panel in a real browser, on a copy of the sample site: a click in a section opens it as a
// form made from the JSON Schema; typing in a field shows in the page at once, without a reload; the
// section's buttons move, remove and add sections, and exactly that is kept; a mistake shows at
// its field and in the list, which jumps to it, while the page keeps the section's last valid state; an
// optional field emptied is taken away; a warning is counted apart and holds nothing back. On the local
// editor (Save writes into the folder) and the hosted one (each change kept by the server as typed) alike.
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { copySampleSite } from '../../../schema/site-copy.ts'
import { sectionTypes } from '../../../renderer/editor/panels/schema-parts.ts'
import { editorWords } from '../../../renderer/editor/editor-words.ts'
import siteSchema from '../../../schema/site.schema.json' with { type: 'json' }
import { staffMessages } from '../../../schema/messages.ts'
import { editorModes, modeEditors } from '../test-support/test-editor-modes.ts'
import { openSection as openIn, sectionsOf, type Headed } from '../test-support/side-panel.ts'

const seconds = 1000
const session = modeEditors()
const openSection = openIn.bind(null, session)

const sectionAt = (page: Page, index: number) => page.locator(`[data-editor-section="${index}"]`)
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true)

describe.each(editorModes)('the side panel, %s', (mode) => {
  test(
    'a field typed in shows in the page at once, and Undo and Redo take it back and again',
    async () => {
      const siteDir = copySampleSite()
      const { page, panel, index, section } = await openSection(mode, siteDir)
      const field = panel.getByLabel('Heading', { exact: true }).first()
      expect(await field.inputValue()).toBe(section.heading)
      await field.fill(`${section.heading} Platypus`)
      await sectionAt(page, index)
        .getByText(`${section.heading} Platypus`, { exact: true })
        .first()
        .waitFor({ timeout: 5 * seconds })
      await page.getByRole('button', { name: 'Undo' }).click()
      await sectionAt(page, index)
        .getByText(section.heading, { exact: true })
        .first()
        .waitFor({ timeout: 5 * seconds })
      await page.getByRole('button', { name: 'Redo' }).click()
      await sectionAt(page, index)
        .getByText(`${section.heading} Platypus`, { exact: true })
        .first()
        .waitFor({ timeout: 5 * seconds })
      expect(await stayed(page)).toBe(true)
      await page.close()
    },
    120 * seconds,
  )

  test(
    'sections move, go and come from the catalogue, and exactly that is kept',
    async () => {
      const siteDir = copySampleSite()
      const { editor, page, panel, file, index, section, sitePage } = await openSection(mode, siteDir)
      expect(index).toBeLessThan(sitePage.sections.length - 1)
      const before = await editor.texts()
      await panel.getByRole('button', { name: 'Move section down' }).click()
      await sectionAt(page, index + 1)
        .getByText(section.heading, { exact: true })
        .first()
        .waitFor({ timeout: 5 * seconds })

      // A type from the catalogue whose example has a heading, added after the moved section.
      const added = sectionTypes
        .map((t) => t.schema.examples?.[0] as Headed | undefined)
        .find((e) => e && e.type !== 'hero' && typeof e.heading === 'string' && !e.heading.includes('{{'))!
      await panel.getByLabel('Type of the new section').selectOption(added.type)
      await panel.getByRole('button', { name: 'Add section' }).click()
      await sectionAt(page, index + 2)
        .getByText(added.heading, { exact: true })
        .first()
        .waitFor({ timeout: 10 * seconds })
      await panel.getByRole('button', { name: 'Remove section' }).click()
      await expect
        .poll(() =>
          sectionAt(page, index + 2)
            .getByText(added.heading, { exact: true })
            .count(),
        )
        .toBe(0)
      expect(await stayed(page)).toBe(true)

      const after = await editor.keep(page, before)
      const expected = [...sitePage.sections]
      expected.splice(index + 1, 0, ...expected.splice(index, 1))
      expect(sectionsOf(after[file]!)).toEqual(expected)
      // A move rewrites no line: the file has the same lines, two sections' in the other order.
      expect(after[file]!.split('\n').sort()).toEqual(before[file]!.split('\n').sort())
      await page.close()
    },
    120 * seconds,
  )

  test(
    'a mistake shows at its field and in the list, which jumps to it; the page keeps the last valid words',
    async () => {
      const siteDir = copySampleSite()
      const { page, panel, index, section } = await openSection(mode, siteDir)
      const field = panel.getByLabel('Heading', { exact: true }).first()
      await field.fill(`${section.heading} Echidna`)
      await sectionAt(page, index)
        .getByText(`${section.heading} Echidna`, { exact: true })
        .first()
        .waitFor({ timeout: 5 * seconds })
      // Checked and found valid: these words are now the section's last valid state.
      await page.locator('[aria-label="Problems"][aria-busy="false"]').waitFor({ timeout: 10 * seconds })
      await field.fill('')
      const atField = panel.getByRole('alert').first()
      await atField.waitFor({ timeout: 10 * seconds })
      const listed = page.getByRole('region', { name: 'Problems' }).getByRole('button', { name: await atField.innerText() })
      await listed.waitFor({ timeout: 10 * seconds })
      // The section is still shown, as it was before the mistake.
      await sectionAt(page, index)
        .getByText(`${section.heading} Echidna`, { exact: true })
        .first()
        .waitFor({ timeout: 5 * seconds })

      await page.locator('body').click({ position: { x: 5, y: 5 } })
      await listed.click()
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(await field.getAttribute('id'))
      await page.close()
    },
    120 * seconds,
  )

  test(
    'an optional field emptied is taken away; a needed one emptied is said plainly, at its field',
    async () => {
      const siteDir = copySampleSite()
      const { CardsSection, Card } = siteSchema.$defs
      expect(CardsSection.required).not.toContain('intro')
      expect(Card.required).toContain('title')
      const { editor, page, panel, file, index } = await openSection(mode, siteDir, (s) => s.type === 'cards' && typeof s.intro === 'string')
      const before = await editor.texts()
      await panel.getByLabel(CardsSection.properties.intro.title, { exact: true }).fill('')
      expect(sectionsOf((await editor.keep(page, before))[file]!)[index]).not.toHaveProperty('intro')

      await panel.getByLabel(Card.properties.title.title, { exact: true }).first().fill('')
      const said = panel.getByRole('alert').first()
      await said.waitFor({ timeout: 30 * seconds })
      // Where it is, in words, then what to do: no key of the file, no "remove the field".
      expect((await said.innerText()).endsWith(`: ${staffMessages.empty(false)}`)).toBe(true)
      await page.close()
    },
    120 * seconds,
  )

  test(
    'a warning is counted apart from problems, and its section shows as typed',
    async () => {
      const siteDir = copySampleSite()
      // A photo described by nothing but spaces is a warning (screen readers' users hear nothing), never an error.
      const { page, panel, index, section } = await openSection(mode, siteDir, (s) => s.type === 'team')
      const described = panel.getByLabel(siteSchema.$defs.TeamMember.properties.alt.title, { exact: true }).first()
      await described.fill('   ')
      await panel.getByLabel('Heading', { exact: true }).first().fill(`${section.heading} Quokka`)
      await page.locator('[aria-label="Problems"][aria-busy="false"]').waitFor({ timeout: 10 * seconds })
      const count = page.getByRole('region', { name: 'Problems' }).locator('button[aria-expanded]')
      await expect.poll(() => count.innerText(), { timeout: 10 * seconds }).toBe(editorWords.problemCount(0, 1))
      expect(await count.innerText()).not.toMatch(/problem/i)
      // A warning stops nothing: the section is not held at its last state without one.
      await sectionAt(page, index)
        .getByText(`${section.heading} Quokka`, { exact: true })
        .first()
        .waitFor({ timeout: 5 * seconds })
      // On a phone the list is all in sight, wherever its count sits in the bar.
      await page.setViewportSize({ width: 375, height: 800 })
      const list = (await page.locator('[data-editor-problem-list]').boundingBox())!
      expect(list.x).toBeGreaterThanOrEqual(0)
      expect(list.x + list.width).toBeLessThanOrEqual(375)
      await page.close()
    },
    120 * seconds,
  )
})
