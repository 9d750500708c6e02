// The editor's words and reordering in a real browser, at a phone's width and a desktop's, on a copy of the
// sample site: the panel names the section and its fields by their names in the schema, a new list item starts
// empty with its example as the hint, the Problems list says where in words (no file:line:col); a list
// item dragged with the mouse and a section moved from the keyboard change the page at once and that
// order is kept. Every expected word comes from the schema or from the copied site. On the local editor
// (Save writes into the folder) and the hosted one (each change kept as typed) alike.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import type { Page as SitePage, Section } from '../../../schema/generated/site-types.ts'
import { findSection, copySampleSite } from '../../../schema/site-copy.ts'
import { fieldLabel, hintOf, resolved, sectionName, sectionSchema, type FieldSchema } from '../../../renderer/editor/panels/schema-parts.ts'
import { editorWords as words } from '../../../renderer/editor/editor-words.ts'
import { showPanel } from '../test-support/test-in-place.ts'
import { modeEditors, modesAndWidths, type EditorMode } from '../test-support/test-editor-modes.ts'

const seconds = 1000
const session = modeEditors()
const plain = (text: unknown): text is string => typeof text === 'string' && text.length > 3 && !/[{}*[\]]/.test(text)
type Data = Record<string, unknown>

/** A section with a list of objects (two or more, each named by a plain text of its first field), and a plain heading. */
function listSection(section: Section): { key: string; list: FieldSchema; nameKey: string } | undefined {
  // A form's fields are named by the keys of the message it sends, which the page never shows.
  if (section.type === 'form') return undefined
  const schema = sectionSchema(section.type)
  if (!plain((section as { heading?: unknown }).heading)) return undefined
  for (const [key, field] of Object.entries(schema?.properties ?? {})) {
    const items = resolved(field).items
    const nameKey = items && resolved(items).required?.[0]
    const value = (section as unknown as Data)[key]
    if (!nameKey || !Array.isArray(value) || value.length < 2) continue
    const names = value.map((item) => (item as Data)[nameKey])
    if (names.every(plain) && new Set(names).size === names.length) return { key, list: field, nameKey }
  }
  return undefined
}

async function open(mode: EditorMode, width: number) {
  const siteDir = copySampleSite()
  const found = findSection(siteDir, (s) => listSection(s) !== undefined)!
  const { key, list, nameKey } = listSection(found.section)!
  const heading = (found.section as { heading: string }).heading
  const editor = await session.start(mode, siteDir)
  const page = await editor.open(found.page.path, heading, width)
  const panel = page.getByRole('complementary', { name: 'Section' })
  // On a desktop the section is clicked on the page; on a phone, where the panel is a sheet over it, in the list of
  // sections, once the folded sheet is opened.
  if (width >= 1280) await page.locator(`[data-editor-section="${found.index}"]`).getByText(heading, { exact: true }).first().click()
  else {
    await showPanel(page)
    await panel
      .getByRole('navigation', { name: 'Sections of this page' })
      .getByRole('button', { name: new RegExp(`^${sectionName(found.section.type)}`) })
      .nth(found.page.sections.slice(0, found.index).filter((s) => s.type === found.section.type).length)
      .click()
  }
  const names = ((found.section as unknown as Data)[key] as Data[]).map((item) => item[nameKey] as string)
  return { file: found.file, index: found.index, section: found.section, sitePage: found.page, editor, page, panel, key, list, nameKey, names }
}

const sectionsOf = (text: string) => (parse(text) as SitePage).sections
/** Where each text first shows in the section on the page, in the page's order. */
const orderOnPage = (page: Page, index: number, texts: string[]) =>
  page.locator(`[data-editor-section="${index}"]`).evaluate((el, t) => t.map((text) => el.textContent!.indexOf(text)), texts)
/** A drag with the mouse from one handle to past another, in small steps as a hand moves. */
async function drag(page: Page, from: Locator, onto: Locator) {
  await from.scrollIntoViewIfNeeded()
  const start = (await from.boundingBox())!
  const end = (await onto.boundingBox())!
  const down = end.y > start.y ? 10 : -10
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
  await page.mouse.down()
  await page.mouse.move(start.x + start.width / 2, end.y + end.height / 2 + down, { steps: 12 })
  await page.mouse.up()
}
const byPlace = (places: number[], texts: string[]) =>
  texts
    .map((text, i) => [places[i]!, text] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, text]) => text)

describe.each(modesAndWidths)('%s, at %i px', (mode, width) => {
  test(
    "the panel speaks in the schema's words; a new item starts empty with a hint; problems say where in words",
    async () => {
      const { page, panel, index, sitePage, section, list } = await open(mode, width)
      const name = sectionName(section.type)
      await panel.getByRole('heading', { name: `${name} — section ${index + 1} of ${sitePage.sections.length}` }).waitFor({ timeout: 10 * seconds })
      // The catalogue offers each type by its name.
      expect(await panel.getByLabel('Type of the new section').locator('option').allTextContents()).toContain(name)
      const group = panel
        .locator('fieldset')
        .filter({ has: page.locator('legend', { hasText: fieldLabel(list) }) })
        .first()
      await group.waitFor()
      const items = resolved(list).items!
      const itemName = resolved(items).title!
      const count = await group.locator(':scope > ol > li').count()
      await group.getByRole('button', { name: words.addItem(itemName, fieldLabel(list)) }).click()
      const added = group.getByRole('listitem', { name: `${itemName} ${count + 1}` })
      const boxes = added.locator('input[type="text"], textarea')
      await boxes.first().waitFor({ timeout: 5 * seconds })
      for (const box of await boxes.all()) expect(await box.inputValue()).toBe('')
      const firstField = resolved(items).properties![resolved(items).required![0]!]!
      expect(await added.getByLabel(fieldLabel(firstField), { exact: true }).getAttribute('placeholder')).toBe(hintOf(firstField))
      // The empty item is a problem, said in words with the section's name, never as file:line:col.
      const problems = page.getByRole('region', { name: 'Problems' }).getByRole('listitem')
      await expect.poll(() => problems.allTextContents(), { timeout: 15 * seconds }).toContainEqual(expect.stringContaining(name))
      for (const text of await problems.allTextContents()) {
        expect(text).not.toMatch(/\.yaml:\d+:\d+/)
        // The new item, nameless yet, goes by its place: no empty step in the path.
        if (text.includes(` › ${name} › `)) expect(text).toMatch(new RegExp(` › ${itemName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ${count + 1} › [^›]+$`))
      }
      await page.close()
    },
    120 * seconds,
  )

  test(
    'a list item and a section dragged with the mouse, a section moved from the keyboard: the page and what is kept follow',
    async () => {
      const { editor, file, page, panel, index, key, list, names, sitePage } = await open(mode, width)
      const before = await editor.texts()
      const group = panel
        .locator('fieldset')
        .filter({ has: page.locator('legend', { hasText: fieldLabel(list) }) })
        .first()
      const itemName = resolved(resolved(list).items!).title!
      const handle = (n: number) => group.getByRole('button', { name: `Drag to move ${itemName} ${n}`, exact: true })
      // The first item dragged below the second.
      await drag(page, handle(1), handle(2))
      const expected = [names[1]!, names[0]!, ...names.slice(2)]
      await expect.poll(async () => byPlace(await orderOnPage(page, index, names), names), { timeout: 10 * seconds }).toEqual(expected)

      // The section after this one, moved up above it from the keyboard in the list of sections.
      const sections = panel.getByRole('navigation', { name: 'Sections of this page' })
      const next = sitePage.sections[index + 1] ? index + 1 : index - 1
      const nextName = `${sectionName(sitePage.sections[next]!.type)} ${next + 1}`
      const sectionHandle = sections.getByRole('button', { name: `Drag to move ${nextName}`, exact: true })
      await sectionHandle.focus()
      await page.keyboard.press('Space')
      await sections.locator('[aria-pressed="true"]').waitFor({ timeout: 5 * seconds })
      await page.keyboard.press(next > index ? 'ArrowUp' : 'ArrowDown')
      await page.getByText(words.dragOver(nextName, index + 1)).waitFor({ state: 'attached', timeout: 5 * seconds })
      await page.keyboard.press('Space')
      const order = [...sitePage.sections]
      order.splice(index, 0, ...order.splice(next, 1))
      const moved = order.indexOf(sitePage.sections[index]!)
      await page
        .locator(`[data-editor-section="${moved}"]`)
        .getByText(names[1]!, { exact: true })
        .first()
        .waitFor({ timeout: 10 * seconds })

      // And dragged back with the mouse: the section goes back to its place.
      const sectionHandleAt = (at: number) => sections.getByRole('button', { name: `Drag to move ${sectionName(order[at]!.type)} ${at + 1}`, exact: true })
      await drag(page, sectionHandleAt(moved), sectionHandleAt(index))
      await page
        .locator(`[data-editor-section="${index}"]`)
        .getByText(names[1]!, { exact: true })
        .first()
        .waitFor({ timeout: 10 * seconds })

      const after = await editor.keep(page, before)
      const reordered = {
        ...sitePage.sections[index]!,
        [key]: [1, 0, ...names.slice(2).map((_, i) => i + 2)].map((i) => ((sitePage.sections[index] as unknown as Data)[key] as unknown[])[i]),
      }
      const expectedSections = [...sitePage.sections]
      expectedSections[index] = reordered as Section
      expect(sectionsOf(after[file]!)).toEqual(expectedSections)
      await page.close()
    },
    120 * seconds,
  )
})
